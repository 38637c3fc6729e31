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

  it("lists each make's search page, info pages, model and brand pages, each once (issue 19 §2)", () => {
    const withPages: SiteConfig = {
      ...site,
      pages: ["/about-us", "/faqs", "/book-test-drive/", "/finance", "/online-payment", "/saved"],
      models: [
        { slug: "hilux", name: "HiLux", status: "available" },
        { slug: "bz-woodland", name: "bZ Woodland", status: "coming_soon" },
      ] as unknown as SiteConfig["models"],
      brands: [
        { name: "Subaru", slug: "subaru", skipPage: false },
        { name: "Fuso", slug: "fuso", skipPage: true, externalUrl: "https://fuso.example" },
      ] as unknown as SiteConfig["brands"],
    };
    const urls = sitemapPageUrls({
      site: withPages,
      baseUrl: "https://a.example",
      linkHrefs: ["/about-us", "/models#form-section", "/search/toyota"],
      listedCars: [
        { created_at: "2026-11-03T00:00:00Z", make: "Mazda" },
        { created_at: "2026-11-01T00:00:00Z", make: "Toyota" },
        { created_at: "2026-10-01T00:00:00Z", make: "Land Rover" },
      ],
      vocabulary: { make: ["Toyota", "Land Rover"] },
    });
    const paths = urls.map((u) => new URL(u.loc).pathname);
    expect(paths).toEqual([
      "/",
      "/about-us",
      "/models",
      "/search/toyota",
      "/search/land-rover",
      "/faqs",
      "/book-test-drive",
      "/models/hilux",
      "/subaru/overview",
      expect.stringMatching(/brisbane$/),
    ]);
    expect(new Set(paths).size).toBe(paths.length);
    const lastmod = (path: string) =>
      urls.find((u) => u.loc === `https://a.example${path}`)?.lastmod;
    expect(lastmod("/search/toyota")).toBe("2026-11-01");
    expect(lastmod("/search/land-rover")).toBe("2026-10-01");
    expect(lastmod("/")).toBe("2026-11-03");
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
