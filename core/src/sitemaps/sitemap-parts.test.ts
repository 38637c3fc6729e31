import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sitemapVehicleUrls } from "./site-sitemap-urls";
import { parseSitemapPartName, sitemapIndexEntries, sitemapParts } from "./sitemap-parts";
import { SITEMAP_URL_LIMIT, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

const BASE = "https://big.example";

describe("sitemaps split at 50,000 URLs", () => {
  it("a 120,001-car site is three vehicle files, none over 50,000 URLs, all in the index", () => {
    const cars = Array.from({ length: 120_001 }, (_, i) => ({
      id: String(i + 1),
      slug: `car-${i + 1}`,
      created_at: `2026-0${1 + (i % 9)}-01T00:00:00Z`,
    }));
    const parts = sitemapParts("vehicles", sitemapVehicleUrls(BASE, cars));
    expect(parts.map((p) => [p.file, p.urls.length])).toEqual([
      ["vehicles.xml", 50_000],
      ["vehicles-2.xml", 50_000],
      ["vehicles-3.xml", 20_001],
    ]);
    for (const part of parts) {
      const count = urlsetXml(part.urls).match(/<url>/g)?.length ?? 0;
      expect(count).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      expect(count).toBe(part.urls.length);
    }
    const index = sitemapIndexXml(sitemapIndexEntries(BASE, parts));
    for (const file of ["vehicles.xml", "vehicles-2.xml", "vehicles-3.xml"]) {
      expect(index).toContain(`<loc>${BASE}/sitemaps/${file}</loc><lastmod>2026-09-01</lastmod>`);
    }
    expect(parts.map((p) => parseSitemapPartName(p.file))).toEqual([
      { name: "vehicles", part: 1 },
      { name: "vehicles", part: 2 },
      { name: "vehicles", part: 3 },
    ]);
  });

  it("an empty sitemap is still one file; unknown names are refused", () => {
    expect(sitemapParts("pages", [])).toEqual([{ file: "pages.xml", urls: [] }]);
    for (const bad of ["vehicles-1.xml", "vehicles-0.xml", "vehicles-02.xml", "../x.xml", "pages"])
      expect(parseSitemapPartName(bad)).toBeNull();
  });

  it("property: parts keep every URL once, in order, none over the limit, each name read back", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 40 }),
        (ids, limit) => {
          const urls = ids.map((id) => ({ loc: `${BASE}/cars/${id}` }));
          const parts = sitemapParts("vehicles", urls, limit);
          const unique = [...new Set(urls.map((u) => u.loc))];
          expect(parts.flatMap((p) => p.urls.map((u) => u.loc))).toEqual(unique);
          expect(parts.length).toBe(Math.max(1, Math.ceil(unique.length / limit)));
          parts.forEach((p, i) => {
            expect(p.urls.length).toBeLessThanOrEqual(limit);
            expect(parseSitemapPartName(p.file)).toEqual({ name: "vehicles", part: i + 1 });
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
