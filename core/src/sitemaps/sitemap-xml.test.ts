import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOINDEX_PATHS, newestDate, sitemapIndexXml, sitemapPath, urlsetXml } from "./sitemap-xml";

describe("sitemap documents", () => {
  it("lists each URL once, escaped, with lastmod where known", () => {
    const xml = urlsetXml([
      { loc: "https://a.example/search?x=1&y=2", lastmod: "2026-11-01" },
      { loc: "https://a.example/" },
      { loc: "https://a.example/" },
    ]);
    expect(xml).toContain(
      "<loc>https://a.example/search?x=1&amp;y=2</loc><lastmod>2026-11-01</lastmod>",
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(sitemapIndexXml([{ loc: "https://a.example/sitemaps/pages.xml" }])).toContain(
      "<sitemap><loc>https://a.example/sitemaps/pages.xml</loc></sitemap>",
    );
  });

  it("lists site paths without the trailing slash the site redirects, and nothing off-site", () => {
    expect(sitemapPath("/search/new-used-and-demo-cars/")).toBe("/search/new-used-and-demo-cars");
    expect(sitemapPath("/")).toBe("/");
    expect(sitemapPath("/finance?x=1#top")).toBe("/finance");
    expect(sitemapPath("https://elsewhere.example/")).toBeNull();
    expect(sitemapPath("//elsewhere.example/")).toBeNull();
    expect(sitemapPath("tel:0730000000")).toBeNull();
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const listed = sitemapPath(path.startsWith("/") ? path : `/${path}`);
        expect(listed === "/" || !listed?.endsWith("/")).toBe(true);
      }),
    );
  });

  it("takes the newest date of the data", () => {
    expect(newestDate(["2026-01-02T00:00:00Z", null, "2026-03-04", "bad"])).toBe("2026-03-04");
    expect(newestDate([])).toBeNull();
  });
});

it("never lists a noindex page", () => {
  expect(NOINDEX_PATHS.has("/my-garage")).toBe(true);
  expect(NOINDEX_PATHS.has("/sign-in")).toBe(true);
  expect(NOINDEX_PATHS.has("/finance")).toBe(false);
});
