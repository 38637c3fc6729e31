import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";

/**
 * Issue 19 §2: every URL of every tenant's sitemap answers 200 itself (no redirect, such as the
 * 308 a trailing slash gets), is not noindex, and belongs to that tenant; robots.txt points at
 * the index.
 */
const TENANTS = [
  "brisbane-motor-group",
  "sunshine-coast-toyota",
  "smithfield-car-outlet",
  "bayside-rv",
  "harbour-city-motors",
];

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

for (const tenant of TENANTS) {
  test(`${tenant}: every sitemap URL answers 200 without a redirect and is indexable`, async ({
    request,
  }) => {
    test.setTimeout(600_000);
    const robots = await (await request.get(tenantUrl(tenant, "/robots.txt"))).text();
    const index = /Sitemap: (\S+)/.exec(robots)?.[1];
    expect(index).toBeDefined();
    const origin = new URL(index ?? "").origin;
    const files = locsOf(await (await request.get(tenantUrl(tenant, "/sitemap.xml"))).text());
    const urls: string[] = [];
    for (const file of files) {
      expect(new URL(file).origin).toBe(origin);
      const response = await request.get(tenantUrl(tenant, new URL(file).pathname));
      expect(response.status()).toBe(200);
      urls.push(...locsOf(await response.text()));
    }
    expect(urls.some((u) => new URL(u).pathname === "/")).toBe(true);
    expect(urls.some((u) => new URL(u).pathname.startsWith("/cars/"))).toBe(true);

    const failures: string[] = [];
    // A few at a time: the shared server answers the other tests too.
    for (let i = 0; i < urls.length; i += 6) {
      await Promise.all(
        urls.slice(i, i + 6).map(async (url) => {
          const { pathname, origin: own } = new URL(url);
          if (own !== origin) return failures.push(`${url}: another origin`);
          const response = await request.get(tenantUrl(tenant, pathname), { maxRedirects: 0 });
          if (response.status() !== 200) return failures.push(`${pathname}: ${response.status()}`);
          const html = await response.text();
          if (/<meta[^>]+name="robots"[^>]+noindex/i.test(html))
            failures.push(`${pathname}: noindex`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });
}
