import { describe, expect, it } from "vitest";
import { Manufacturer, Model } from "../schemas/catalogue";
import { SiteConfig } from "../schemas/site-config";
import { resolveSearchUrl } from "../search/search-url";
import type { SearchVocabulary } from "../search/search-vocabulary";
import { bodySearchPath, stockCarTypes, stockVehicleTypeMenu } from "./stock-menus";

const vocabulary: SearchVocabulary = {
  make: ["Toyota", "Isuzu"],
  body: ["SUV", "Cab Chassis", "Ute"],
  item_type: ["car", "truck"],
  car_type: ["new", "used"],
};
const site = SiteConfig.parse({
  slug: "s",
  name: "S",
  manufacturers: [
    Manufacturer.parse({
      id: "1",
      name: "Toyota",
      slug: "toyota",
      manufacturer_body: ["SUV", "Coupe", "Ute"],
    }),
    Manufacturer.parse({
      id: "2",
      name: "Isuzu",
      slug: "isuzu",
      manufacturer_body: ["Cab Chassis", "Tipper"],
    }),
  ],
});

describe("§2 menus built from stock list only values that have cars", () => {
  it("Stock: the car types the site sells that have cars, All only when more than one", () => {
    expect(stockCarTypes(site, vocabulary)).toEqual({ types: ["new", "used"], all: true });
    const usedOnly = { stock: { ...site.stock, carTypes: ["used" as const] } };
    expect(stockCarTypes(usedOnly, vocabulary)).toEqual({ types: ["used"], all: false });
    expect(stockCarTypes(usedOnly, { car_type: ["new"] })).toEqual({ types: [], all: false });
  });

  it("Vehicle Types: the manufacturer body types with cars in stock, each a search that finds them", () => {
    const menu = stockVehicleTypeMenu(site, vocabulary);
    expect(menu).toEqual([
      { label: "SUV", href: "/search/suv-cars" },
      { label: "Ute", href: "/search/ute-cars" },
      { label: "Cab Chassis", href: "/search/cab-chassis-cars" },
    ]);
    for (const item of menu) {
      const read = resolveSearchUrl(item.href ?? "", site, vocabulary);
      expect(read.ok && read.state.refinementList).toEqual({ body: [item.label] });
    }
  });

  it("Body Types on a site whose manufacturers list none: the stock's own body types", () => {
    const plain = SiteConfig.parse({ slug: "p", name: "P" });
    expect(stockVehicleTypeMenu(plain, vocabulary).map((i) => i.label)).toEqual([
      "SUV",
      "Cab Chassis",
      "Ute",
    ]);
  });

  it("with a model list, vehicle types link to /models?body= for bodies that have a model", () => {
    const withModels = {
      ...site,
      models: [Model.parse({ slug: "hilux", name: "HiLux", body: "Ute" })],
    };
    expect(stockVehicleTypeMenu(withModels, vocabulary)).toEqual([
      { label: "Ute", href: "/models?body=ute" },
    ]);
  });

  it("a body whose path would read as something else keeps the query form", () => {
    // "toyota-cars" reads as the make Toyota, so a body named Toyota cannot use the path form.
    const clash = { ...vocabulary, body: ["Toyota"] };
    expect(bodySearchPath("Toyota", site, clash)).toBe(
      "/search/new-used-and-demo-cars?refinementList[body][0]=Toyota",
    );
  });
});
