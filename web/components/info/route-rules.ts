import type { SiteConfig } from "@forecourt/core";
import { notFound } from "next/navigation";
import { requireSite, siteHasPage } from "./site-pages";

/**
 * Which §2 routes a tenant answers on, from its SiteConfig switches; every other tenant gets the
 * 404 page (a route a tenant does not use).
 */
export type RouteRule =
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
  /** Every tenant. */
  | { kind: "always" };

/** Whether the site answers on a route. */
export function siteUsesRoute(site: SiteConfig, rule: RouteRule): boolean {
  switch (rule.kind) {
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
    case "always":
      return true;
  }
}

/** The tenant when it uses the route, otherwise the 404 page. */
export async function requireRoute(
  params: Promise<{ host: string }>,
  rule: RouteRule,
): Promise<SiteConfig> {
  const site = await requireSite(params);
  if (!siteUsesRoute(site, rule)) notFound();
  return site;
}
