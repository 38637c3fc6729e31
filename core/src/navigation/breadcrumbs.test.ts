import { describe, expect, it } from "vitest";
import { Model } from "../schemas/catalogue";
import { defaultSiteConfig } from "../schemas/site-config";
import { emptySearchState } from "../search/search-state";
import { resolveSearchUrl } from "../search/search-url";
import { breadcrumbListJsonLd, carBreadcrumbs, carTitle, searchBreadcrumbs } from "./breadcrumbs";

const site = {
  ...defaultSiteConfig("demo"),
  models: [Model.parse({ slug: "hilux", name: "HiLux" })],
};
const car = { car_type: "used", make: "Toyota", model: "Hilux", body: "Ute", year: 2021 };

describe("§2 breadcrumbs", () => {
  it("Home, car type, make, model (in the model list), body type, then the title", () => {
    const crumbs = carBreadcrumbs(car, site);
    expect(crumbs.map((c) => c.label)).toEqual([
      "Home",
      "Used Cars",
      "Toyota",
      "Hilux",
      "Ute",
      "2021 Toyota Hilux",
    ]);
    expect(crumbs[0]?.href).toBe("/");
    expect(crumbs[1]?.href).toBe("/search/used-cars");
    expect(crumbs.at(-1)?.href).toBeNull();
    // Each search crumb narrows the one before it.
    const hrefs = crumbs.slice(1, -1).map((c) => c.href ?? "");
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs[1]?.toLowerCase()).toContain("toyota");
  });

  it("the model is left out when it is not in the dealer's model list", () => {
    const crumbs = carBreadcrumbs({ ...car, model: "Prado" }, site);
    expect(crumbs.map((c) => c.label)).toEqual([
      "Home",
      "Used Cars",
      "Toyota",
      "Ute",
      "2021 Toyota Prado",
    ]);
  });

  it("with the stock vocabulary: the models in stock count as the model list, links take path forms", () => {
    const vocabulary = { make: ["GWM"], model: ["Cannon"], make_model: ["GWM Cannon"] };
    const gwm = { car_type: "used", make: "GWM", model: "Cannon", body: "Ute", year: 2023 };
    const crumbs = carBreadcrumbs(gwm, defaultSiteConfig("demo"), vocabulary);
    expect(crumbs).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "GWM", href: "/search/used-cars/gwm" },
      { label: "Cannon", href: "/search/used-cars/gwm/cannon" },
      { label: "Ute", href: "/search/used-cars/gwm/cannon?refinementList[body][0]=Ute" },
      { label: "2023 GWM Cannon", href: null },
    ]);
  });

  it("the body crumb is the body facet's value, so it reads as Key information does and finds the car", () => {
    const hatch = { ...car, model: "Corolla", body: "5D Hatchback", simple_body: "Hatch" };
    const crumbs = carBreadcrumbs(hatch, site);
    expect(crumbs.map((c) => c.label)).toContain("Hatch");
    expect(crumbs.map((c) => c.label)).not.toContain("5D Hatchback");
    expect(crumbs.at(-2)?.href).toContain("Hatch");
    // Without a simple body the detailed one is the facet value.
    expect(carBreadcrumbs({ ...car, body: "5D Hatchback" }, site).at(-2)?.label).toBe(
      "5D Hatchback",
    );
  });

  it("title falls back to the car's name", () => {
    expect(carTitle({ name: "Trade-in special" })).toBe("Trade-in special");
  });
});

describe("§2 search page breadcrumbs", () => {
  const vocabulary = { make: ["Toyota"], model: ["HiLux"], make_model: ["Toyota HiLux"] };
  const stateOf = (url: string) => {
    const read = resolveSearchUrl(url, site, vocabulary);
    if (!read.ok) throw new Error(`${url} did not resolve`);
    return read.state;
  };

  it("Home › Used Cars › Toyota › HiLux, the deepest level being the current page", () => {
    const crumbs = searchBreadcrumbs(stateOf("/used-car/toyota/hilux"), site, vocabulary, "t");
    expect(crumbs).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Toyota", href: "/search/used-cars/toyota" },
      { label: "HiLux", href: null },
    ]);
  });

  it("levels refined to several values are skipped; an unrefined search is Home › title", () => {
    const two = stateOf(
      "/search/used-cars?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda",
    );
    expect(searchBreadcrumbs(two, site, vocabulary, "t")).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: null },
    ]);
    expect(searchBreadcrumbs(emptySearchState(), site, vocabulary, "Cars for sale")).toEqual([
      { label: "Home", href: "/" },
      { label: "Cars for sale", href: null },
    ]);
  });

  it("BreadcrumbList JSON-LD: positions from 1, absolute links, the current page without one", () => {
    const json = breadcrumbListJsonLd(
      [
        { label: "Home", href: "/" },
        { label: "Used Cars", href: "/search/used-cars" },
        { label: "2021 Toyota HiLux", href: null },
      ],
      "https://bmg.example",
    );
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://bmg.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Used Cars",
          item: "https://bmg.example/search/used-cars",
        },
        { "@type": "ListItem", position: 3, name: "2021 Toyota HiLux" },
      ],
    });
  });
});
