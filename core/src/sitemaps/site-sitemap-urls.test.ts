import { describe, expect, it } from "vitest";
import { defaultSiteConfig, type SiteConfig } from "../schemas/site-config";
import { sitemapPageUrls, sitemapVehicleUrls } from "./site-sitemap-urls";

const base = defaultSiteConfig("demo");
const site: SiteConfig = {
  ...base,
  locations: [
    { slug: "brisbane", visible: true },
    { slug: "hidden", visible: false },
  ] as unknown as SiteConfig["locations"],
  features: { ...base.features, gated: { ...base.features.gated, finance: true } },
};

describe("a tenant's sitemap URLs", () => {
  it("lists home, links and visible locations; never noindex, gated or off-site pages", () => {
    const urls = sitemapPageUrls({
      site,
      baseUrl: "https://a.example",
      linkHrefs: ["/search/used-cars/", "/about-us", "/finance", "/my-garage", "tel:0730000000"],
      listedCars: [{ created_at: "2026-11-01T00:00:00Z" }, { created_at: "2026-10-01" }],
    });
    expect(urls.map((u) => u.loc)).toEqual([
      "https://a.example/",
      "https://a.example/search/used-cars",
      "https://a.example/about-us",
      expect.stringMatching(/^https:\/\/a\.example\/.*brisbane$/),
    ]);
    expect(urls.map((u) => u.lastmod)).toEqual(["2026-11-01", "2026-11-01", null, null]);
  });

  it("lists every listed car by its slug, or its id when it has none", () => {
    expect(
      sitemapVehicleUrls("https://a.example", [
        { id: 7, slug: "2024 toyota/hilux", created_at: "2026-11-02T03:00:00Z" },
        { id: 8, slug: null, created_at: null },
      ] as never),
    ).toEqual([
      { loc: "https://a.example/cars/2024%20toyota%2Fhilux", lastmod: "2026-11-02" },
      { loc: "https://a.example/cars/8", lastmod: null },
    ]);
  });
});
