import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { resolveSearchUrl } from "./search-url";
import type { SearchVocabulary } from "./search-vocabulary";

// Spelled as the demo stock spells them: the slug alone cannot say "SUV", "HiLux" or "GWM".
const vocabulary: Required<SearchVocabulary> = {
  make: ["Toyota", "Mercedes-Benz", "GWM", "Isuzu"],
  model: ["HiLux", "GLC", "Cannon", "D-Max", "NPR 75-190"],
  body: ["SUV", "Ute", "Cab Chassis", "Motorcycle"],
  item_type: ["car", "truck", "motorcycle"],
  make_model: [
    "Toyota HiLux",
    "Mercedes-Benz GLC",
    "GWM Cannon",
    "Isuzu D-Max",
    "Isuzu NPR 75-190",
  ],
  car_type: ["new", "demo", "used"],
};
const site = SiteConfig.parse({
  slug: "bmg",
  name: "Brisbane Motor Group",
  dealerships: [{ id: "1", name: "BMG Trucks", slug: "bmg-trucks" }],
  locations: [{ id: "9", name: "Noosa", slug: "noosa" }],
  manufacturers: [{ id: "m1", name: "Isuzu Trucks", slug: "isuzu-trucks" }],
  models: [],
});
const usedOnly = SiteConfig.parse({ ...site, stock: { carTypes: ["used"] } });

describe("§2/§9 path segments resolve against the site's real facet values", () => {
  it.each([
    ["/search/suv-cars", { body: ["SUV"] }],
    ["/search/cab-chassis-cars", { body: ["Cab Chassis"] }],
    ["/search/utes", { body: ["Ute"] }],
    ["/search/isuzu-trucks", { make: ["Isuzu"], item_type: ["truck"] }],
    [
      "/search/isuzu-trucks/npr-75-190",
      { make: ["Isuzu"], item_type: ["truck"], model: ["NPR 75-190"] },
    ],
    ["/search/mercedes-benz/glc", { make: ["Mercedes-Benz"], model: ["GLC"] }],
    ["/used-car/toyota/hilux", { car_type: ["used"], make: ["Toyota"], model: ["HiLux"] }],
    ["/search/used-cars/gwm", { car_type: ["used"], make: ["GWM"] }],
    [
      "/search/new-and-demo-cars/isuzu/d-max",
      { car_type: ["new", "demo"], make: ["Isuzu"], model: ["D-Max"] },
    ],
    [
      "/search/TOYOTA/HiLux?refinementList[body][0]=Ute",
      { make: ["Toyota"], model: ["HiLux"], body: ["Ute"] },
    ],
  ])("%s", (url, refinementList) => {
    const read = resolveSearchUrl(url, site, vocabulary);
    expect(read.ok && read.state.refinementList).toEqual(refinementList);
  });

  it("keeps dealership and location scopes", () => {
    const read = resolveSearchUrl("/search/bmg-trucks", site, vocabulary);
    expect(read.ok && read.state.scope).toEqual({ kind: "dealership", slug: "bmg-trucks" });
  });

  it.each([
    ["/search/sedan-cars", "sedan-cars"],
    ["/search/holden", "holden"],
    ["/search/toyota/glc", "glc"],
    ["/search/used-cars/toyota/hilux/sr5", "sr5"],
    ["/search/suv-cars/toyota/hilux/sr5", "sr5"],
    ["/search/noosa/extra", "noosa"],
    ["/used-car/ford", "ford"],
    ["/models", "models"],
  ])("%s names nothing on the site (404 at %s)", (url, segment) => {
    expect(resolveSearchUrl(url, site, vocabulary)).toEqual({ ok: false, segment });
  });

  it("a condition the site does not sell names nothing: /search/new-cars on a used-only site", () => {
    expect(resolveSearchUrl("/search/new-cars", usedOnly, vocabulary)).toEqual({
      ok: false,
      segment: "new-cars",
    });
    expect(resolveSearchUrl("/search/new-and-demo-cars", usedOnly, vocabulary).ok).toBe(false);
    expect(resolveSearchUrl("/search/used-cars", usedOnly, vocabulary).ok).toBe(true);
    expect(resolveSearchUrl("/used-car/toyota", usedOnly, vocabulary).ok).toBe(true);
    expect(resolveSearchUrl("/search/new-used-and-demo-cars", usedOnly, vocabulary).ok).toBe(true);
  });

  it("a make the site lists without stock still resolves (no results, not a 404)", () => {
    const read = resolveSearchUrl("/search/used-cars/isuzu-trucks", site, vocabulary);
    expect(read.ok && read.state.refinementList).toEqual({
      car_type: ["used"],
      make: ["Isuzu Trucks"],
    });
  });

  it("query-string values are not checked: they filter, they do not 404", () => {
    const read = resolveSearchUrl(
      "/search/used-cars?refinementList[make][0]=Holden",
      site,
      vocabulary,
    );
    expect(read.ok && read.state.refinementList).toEqual({ car_type: ["used"], make: ["Holden"] });
  });
});
