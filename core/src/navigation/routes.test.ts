import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import {
  carLink,
  checkoutJourneyLink,
  contactUsLink,
  modelsBodySlug,
  modelsLink,
  orderNowLink,
  printLink,
  reserveLink,
  SIGN_IN_TYPES,
  signInUrl,
  tradeInLink,
} from "./routes";

describe("§2 route builders", () => {
  it("sign-in URL with type, redirect and back", () => {
    expect(SIGN_IN_TYPES).toEqual([
      "watchlist",
      "trade-in",
      "checkout",
      "finance",
      "spin-to-win",
      "online-payment",
      "car-finance",
      "my-garage",
    ]);
    expect(signInUrl("checkout", "/cars/abc/checkout", "/cars/abc")).toBe(
      "/sign-in?type=checkout&redirect=%2Fcars%2Fabc%2Fcheckout&back=%2Fcars%2Fabc",
    );
  });

  it("property: sign-in URL parameters read back unchanged", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SIGN_IN_TYPES),
        fc.string(),
        fc.string(),
        (type, redirect, back) => {
          const params = new URL(signInUrl(type, redirect, back), "https://x.example").searchParams;
          expect([params.get("type"), params.get("redirect"), params.get("back")]).toEqual([
            type,
            redirect,
            back,
          ]);
        },
      ),
    );
  });

  it("contact-us link drops a trailing Sales, Service or Parts word", () => {
    expect(contactUsLink("Brisbane Toyota Service")).toBe("/contact-us/brisbane-toyota");
  });

  it("models body slug: lower-cased, spaces to hyphens", () => {
    expect(modelsBodySlug("Cab Chassis")).toBe("cab-chassis");
    expect(modelsLink("Light Commercial")).toBe("/models?body=light-commercial");
    expect(modelsLink(null)).toBe("/models");
  });

  it("order-now link; coming-soon models go to #form-section", () => {
    const model = { slug: "rav4", name: "RAV4", status: null };
    expect(orderNowLink(model, { full_name: "RAV4 GX 2WD Hybrid" })).toBe(
      "/models/order-now?model_id=rav4&model_name=RAV4&vehicle=RAV4%20GX%202WD%20Hybrid",
    );
    expect(orderNowLink(model)).toBe(
      "/models/order-now?model_id=rav4&model_name=RAV4&vehicle=RAV4",
    );
    expect(orderNowLink({ ...model, status: "coming_soon" })).toBe("#form-section");
  });

  it("reserve route: checkout, or buy-online on some sites", () => {
    const site = defaultSiteConfig("demo");
    expect(reserveLink({ slug: "abc" }, site)).toBe("/cars/abc/checkout");
    const buyOnline = { features: { ...site.features, reserveRoute: "buy-online" as const } };
    expect(reserveLink({ slug: "abc" }, buyOnline)).toBe("/cars/abc/buy-online");
  });

  it("car, print, checkout-journey and trade-in links", () => {
    expect(carLink("2021-toyota-hilux")).toBe("/cars/2021-toyota-hilux");
    expect(printLink({ slug: "abc" })).toBe("/print?car_id=abc");
    expect(checkoutJourneyLink({ slug: "abc" })).toBe("/checkout-journey?car_id=abc");
    expect(tradeInLink({ id: "123" })).toBe("/cars/trade-in?car_id=123");
  });
});
