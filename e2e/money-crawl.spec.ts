import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { moneyContradictions } from "./money-phrases";

/**
 * Issue 15 §2/§6: every vehicle page of one tenant (the caravan site, from its sitemap) tells one
 * money story: no phrase pair of money-phrases.ts appears together, no forbidden phrase at all.
 * The pages are fetched from the tenant's own origin in the browser (Node cannot resolve
 * {slug}.localhost) and read as the server rendered them.
 */
const SITE = "bayside-rv";

test("no vehicle page of the caravan tenant contradicts itself about money", async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto(tenantUrl(SITE, "/robots.txt"));
  const pages = await page.evaluate(async () => {
    const sitemap = await (await fetch("/sitemaps/vehicles.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/cars\/[^<]+)<\/loc>/g)].map(
      (m) => m[1] ?? "",
    );
    const read = async (path: string) => {
      const response = await fetch(path);
      const doc = new DOMParser().parseFromString(await response.text(), "text/html");
      const main = doc.querySelector("main");
      for (const hidden of main?.querySelectorAll("script, style, template") ?? []) hidden.remove();
      return { path, status: response.status, text: main?.textContent ?? "" };
    };
    const out: Array<{ path: string; status: number; text: string }> = [];
    // A few at a time: the shared server answers the other tests too.
    for (let i = 0; i < paths.length; i += 4) {
      out.push(...(await Promise.all(paths.slice(i, i + 4).map(read))));
    }
    return out;
  });
  expect(pages.length).toBeGreaterThan(50);
  const bad = pages.flatMap(({ path, status, text }) => [
    ...(status === 200 ? [] : [`${path}: status ${status}`]),
    ...moneyContradictions(text).map((name) => `${path}: ${name}`),
  ]);
  expect(bad, bad.join("\n")).toEqual([]);
});
