import type { SiteConfig } from "../schemas/site-config";
import { answersGarageRoute } from "./garage";
import { siteHasPage } from "./site-pages";

/** A site switch that alone decides whether a route answers. */
export type RouteFeature = "compare" | "printable";

/**
 * Which §2 routes a tenant answers on, from its SiteConfig switches; every other tenant gets the
 * 404 page (a route a tenant does not use). Issue 31 §4: the one rule every page's guard asks.
 */
export type RouteRule =
  /** Every tenant. */
  | { kind: "always" }
  /** Listed in site.pages. */
  | { kind: "page"; path: string }
  /** One of site.serviceBooking.routes. */
  | { kind: "service"; path: string }
  /** Offers: listed in site.pages or the dealer has at least one offer. */
  | { kind: "offers" }
  /** Trade-in routes: the site supports trade-in and lists the page (the car route needs only the switch). */
  | { kind: "trade-in"; path: string | null }
  /** The personalised finance page: the site has a finance provider. */
  | { kind: "personalised-finance" }
  /** A page of its own switch (compare, print). */
  | { kind: "feature"; feature: RouteFeature }
  /** /cars/{slug}/checkout or /buy-online: the site reserves, through this route (§4). */
  | { kind: "reserve"; route: SiteConfig["features"]["reserveRoute"] }
  /** /checkout-journey: the site reserves and lists the page. */
  | { kind: "checkout-journey" }
  /** A garage route (/my-garage, /mymotorama, …): the one the site is configured for. */
  | { kind: "garage"; path: string }
  /** The models list: the dealer lists at least one model. */
  | { kind: "models" };

/** Every tenant answers on it. */
export const EVERY_SITE: RouteRule = { kind: "always" };

type RouteSite = Pick<
  SiteConfig,
  "pages" | "serviceBooking" | "offers" | "features" | "finance" | "models"
>;

/** Whether the site answers on a route (§2: a route a tenant does not use is a 404 there). */
export function siteUsesRoute(site: RouteSite, rule: RouteRule): boolean {
  switch (rule.kind) {
    case "always":
      return true;
    case "page":
      return siteHasPage(site, rule.path);
    case "service":
      return site.serviceBooking.routes.some((r) => r.replace(/\/+$/, "") === rule.path);
    case "offers":
      return siteHasPage(site, "/special-offers") || site.offers.length > 0;
    case "trade-in":
      return site.features.tradeIn && (rule.path === null || siteHasPage(site, rule.path));
    case "personalised-finance":
      return site.finance.provider !== null;
    case "feature":
      return site.features[rule.feature];
    case "reserve":
      return site.features.reserve && site.features.reserveRoute === rule.route;
    case "checkout-journey":
      return site.features.reserve && siteHasPage(site, "/checkout-journey");
    case "garage":
      return answersGarageRoute(site, rule.path);
    case "models":
      return site.models.length > 0;
  }
}
