import { expect, test } from "@playwright/test";
import { stockPath, TENANTS, tenantUrl } from "./helpers";
import { jsonLdProblems } from "./json-ld-rules";
import { findCar, tenantGet } from "./stock-finder";

/** Every demo tenant with its currency (the NZ tenant's prices are NZD). */
const SITES = TENANTS.map((t) => ({ slug: t.slug, stock: stockPath(t), currency: t.currency }));

const scripts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as unknown,
  );

for (const site of SITES) {
  test(`${site.slug}: the JSON-LD of every page type has Google's required properties`, async ({
    request,
  }) => {
    const origin = new URL(tenantUrl(site.slug)).origin;
    const car = await findCar(request, site.slug, (c) => (c.price ?? 0) > 0, site.stock);
    const home = await (await tenantGet(request, site.slug, "/")).text();
    // The home page's dealers link to their location pages.
    const dealerUrls = [
      ...home.matchAll(/"@type":"AutoDealer","@id":"[^"]*","name":"[^"]*","url":"([^"]+)"/g),
    ].map((m) => m[1] ?? "");
    expect(dealerUrls.length, "home lists its dealers").toBeGreaterThan(0);
    // The SearchAction's target is a real search page.
    const template = /"urlTemplate":"([^"]+)"/.exec(home)?.[1] ?? "";
    const target = new URL(template.replace("{search_term_string}", "a"));
    const searched = await tenantGet(request, site.slug, `${target.pathname}${target.search}`);
    expect(searched.status(), template).toBe(200);
    const pages: Record<string, { path: string; expected: string[] }> = {
      home: { path: "/", expected: ["WebSite"] },
      search: { path: site.stock, expected: ["ItemList", "BreadcrumbList"] },
      vehicle: { path: `/cars/${car.slug}`, expected: ["BreadcrumbList"] },
      location: { path: new URL(dealerUrls[0] ?? "/").pathname, expected: ["AutoDealer"] },
    };
    for (const [kind, { path, expected }] of Object.entries(pages)) {
      const response = await tenantGet(request, site.slug, path);
      expect(response.status(), `${kind} ${path}`).toBe(200);
      const html = await response.text();
      // Absolute links are on the site's primary domain (its canonical address), else this host.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      const siteOrigin = canonical ? new URL(canonical).origin : origin;
      const types = new Set<string>();
      const problems = jsonLdProblems(scripts(html), siteOrigin, site.currency, types);
      expect(problems, `${kind} ${path}`).toEqual([]);
      for (const type of expected) expect([...types], `${kind} ${path}`).toContain(type);
      if (kind === "vehicle")
        expect([...types].some((t) => ["Car", "Motorcycle", "Vehicle"].includes(t))).toBe(true);
    }
  });
}
