import { describe, expect, it } from "vitest";
import { Model } from "../schemas/catalogue";
import { defaultSiteConfig } from "../schemas/site-config";
import { carBreadcrumbs, carTitle } from "./breadcrumbs";

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

  it("title falls back to the car's name", () => {
    expect(carTitle({ name: "Trade-in special" })).toBe("Trade-in special");
  });
});
