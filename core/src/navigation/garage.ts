import type { SiteConfig } from "../schemas/site-config";
import { DEFAULT_GARAGE_ROUTE, GARAGE_ROUTES, type GarageRoute } from "./garage-routes";

type GarageSite = { features: Pick<SiteConfig["features"], "garage"> };

const trimSlash = (path: string) => path.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";

/**
 * The path of the site's garage (the watchlist and the shopper's enquiries), or null when the
 * site has none. `features.garage` is off, on (/my-garage), or a group-branded alias such as
 * /mymotorama (§2 "per-site lists of slugs switch features such as garage").
 */
export function garageRoute(site: GarageSite): GarageRoute | null {
  const garage = site.features.garage;
  if (garage === false) return null;
  return garage === true ? DEFAULT_GARAGE_ROUTE : garage;
}

/** Whether `path` is one of the §2 garage routes (on any site). */
export function isGarageRoute(path: string): path is GarageRoute {
  return (GARAGE_ROUTES as readonly string[]).includes(trimSlash(path));
}

/** A garage route answers only on the site configured for it; every other one is a 404 there. */
export function answersGarageRoute(site: GarageSite, path: string): boolean {
  const route = garageRoute(site);
  return route !== null && trimSlash(path) === route;
}

/** Whether the site keeps a watchlist: only where the garage exists to list it. */
export function hasWatchlist(site: GarageSite): boolean {
  return garageRoute(site) !== null;
}
