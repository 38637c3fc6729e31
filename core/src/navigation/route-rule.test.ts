import { describe, expect, it } from "vitest";
import { SiteConfig, type SiteConfigInput } from "../schemas/site-config";
import { type RouteRule, siteUsesRoute } from "./route-rule";

const site = (extra: Partial<SiteConfigInput> = {}) =>
  SiteConfig.parse({ slug: "demo", name: "Demo", ...extra });

describe("§2 which routes a tenant answers on (issue 31 §4: every page guard asks this)", () => {
  it.each<[string, Partial<SiteConfigInput>, RouteRule, boolean]>([
    ["every tenant answers an always route", {}, { kind: "always" }, true],
    ["a listed page answers", { pages: ["/about-us/"] }, { kind: "page", path: "/about-us" }, true],
    ["an unlisted page is a 404", { pages: [] }, { kind: "page", path: "/about-us" }, false],
    [
      "a service route answers where the site books service there",
      { serviceBooking: { routes: ["/service-noosa/"] } } as Partial<SiteConfigInput>,
      { kind: "service", path: "/service-noosa" },
      true,
    ],
    ["offers without the page or an offer is a 404", { pages: [] }, { kind: "offers" }, false],
    [
      "offers answer when the page is listed",
      { pages: ["/special-offers"] },
      { kind: "offers" },
      true,
    ],
    ["compare is on by default", {}, { kind: "feature", feature: "compare" }, true],
    [
      "compare switched off is a 404",
      { features: { compare: false } } as Partial<SiteConfigInput>,
      { kind: "feature", feature: "compare" },
      false,
    ],
    [
      "print switched off is a 404",
      { features: { printable: false } } as Partial<SiteConfigInput>,
      { kind: "feature", feature: "printable" },
      false,
    ],
    ["no reserving by default", {}, { kind: "reserve", route: "checkout" }, false],
    [
      "a reserving site answers its own reserve route",
      { features: { reserve: true, reserveRoute: "buy-online" } } as Partial<SiteConfigInput>,
      { kind: "reserve", route: "buy-online" },
      true,
    ],
    [
      "… and not the other one",
      { features: { reserve: true, reserveRoute: "buy-online" } } as Partial<SiteConfigInput>,
      { kind: "reserve", route: "checkout" },
      false,
    ],
    [
      "the checkout journey needs reserving and the page",
      { features: { reserve: true }, pages: [] } as Partial<SiteConfigInput>,
      { kind: "checkout-journey" },
      false,
    ],
    [
      "the checkout journey answers with both",
      { features: { reserve: true }, pages: ["/checkout-journey"] } as Partial<SiteConfigInput>,
      { kind: "checkout-journey" },
      true,
    ],
    [
      "the garage answers on its own route",
      { features: { garage: "/mymotorama" } } as Partial<SiteConfigInput>,
      { kind: "garage", path: "/mymotorama/" },
      true,
    ],
    [
      "… and not on another garage route",
      { features: { garage: "/mymotorama" } } as Partial<SiteConfigInput>,
      { kind: "garage", path: "/my-garage" },
      false,
    ],
    ["the models list needs a model", { models: [] }, { kind: "models" }, false],
    [
      "trade-in switched off is a 404 even where the page is listed",
      { features: { tradeIn: false }, pages: ["/trade-in"] } as Partial<SiteConfigInput>,
      { kind: "trade-in", path: "/trade-in" },
      false,
    ],
    ["no finance provider, no personalised finance", {}, { kind: "personalised-finance" }, false],
  ])("%s", (_, extra, rule, answers) => {
    expect(siteUsesRoute(site(extra), rule)).toBe(answers);
  });
});
