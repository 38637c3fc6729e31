import { describe, expect, it } from "vitest";
import { Model, Offer } from "../schemas/catalogue";
import { defaultSiteConfig } from "../schemas/site-config";
import { defaultMenu, footerMenu, mainMenu, vehicleTypeDropdown } from "./menu";

// A site with every page the default menu links to (and a model list for New Vehicles).
const site = {
  ...defaultSiteConfig("demo"),
  pages: ["/about-us", "/sell-my-car", "/finance", "/finance-enquiry"],
  models: [Model.parse({ slug: "hilux", name: "HiLux" })],
};
const withOffer = { ...site, offers: [Offer.parse({ id: "1", title: "EOFY", slug: "eofy" })] };

describe("§2 default menu and footer", () => {
  it("Home, New Vehicles, Stock, Offers (only with an offer), Service, About Us, Sell My Car, Finance", () => {
    expect(defaultMenu(withOffer).map((i) => i.label)).toEqual([
      "Home",
      "New Vehicles",
      "Stock",
      "Offers",
      "Service",
      "About Us",
      "Sell My Car",
      "Finance",
    ]);
    expect(defaultMenu(site).map((i) => i.label)).not.toContain("Offers");
  });

  it("stock dropdown uses the default stock slugs; Finance uses the configured link", () => {
    const menu = defaultMenu(site);
    expect(menu[2]?.children?.map((c) => c.href)).toEqual([
      "/search/new-cars",
      "/search/demo-cars",
      "/search/used-cars",
    ]);
    const custom = { ...site, finance: { ...site.finance, link: "/finance-enquiry" } };
    expect(defaultMenu(custom).at(-1)).toEqual({ label: "Finance", href: "/finance-enquiry" });
  });

  it("leaves out entries whose page the site does not have (issue 14 §2: links lead somewhere real)", () => {
    const bare = defaultSiteConfig("bare");
    expect(defaultMenu(bare).map((i) => i.label)).toEqual(["Home", "Stock", "Service"]);
    const noTradeIn = { ...site, features: { ...site.features, tradeIn: false } };
    expect(defaultMenu(noTradeIn).map((i) => i.label)).not.toContain("Sell My Car");
    const external = {
      ...bare,
      finance: { ...bare.finance, link: "https://finance.example/apply" },
    };
    expect(defaultMenu(external).at(-1)).toEqual({
      label: "Finance",
      href: "https://finance.example/apply",
    });
  });

  it("overridden per dealer, still without Offers when there are none", () => {
    const menu = [
      { label: "Stock", href: "/search/used-cars" },
      { label: "Deals", href: "/special-offers" },
    ];
    expect(mainMenu({ ...site, menu })).toEqual([{ label: "Stock", href: "/search/used-cars" }]);
    expect(mainMenu({ ...withOffer, menu })).toEqual(menu);
    expect(footerMenu({ ...site, footer: menu }).map((i) => i.label)).toEqual(["Stock"]);
    expect(footerMenu(site)).toEqual(defaultMenu(site));
  });

  it("vehicle-type dropdown from the distinct manufacturer body types", () => {
    const items = vehicleTypeDropdown([
      { manufacturer_body: ["SUV", "Cab Chassis"] },
      { manufacturer_body: ["suv", "Hatch"] },
      {},
    ]);
    expect(items).toEqual([
      { label: "SUV", href: "/models?body=suv" },
      { label: "Cab Chassis", href: "/models?body=cab-chassis" },
      { label: "Hatch", href: "/models?body=hatch" },
    ]);
  });

  it("without a model list, vehicle types link to the stock search for the body type", () => {
    expect(
      vehicleTypeDropdown([{ manufacturer_body: ["SUV", "Cab Chassis"] }], { hasModels: false }),
    ).toEqual([
      { label: "SUV", href: "/search/suv-cars" },
      { label: "Cab Chassis", href: "/search/cab-chassis-cars" },
    ]);
  });
});
