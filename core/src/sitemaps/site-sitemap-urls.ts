import { locationPageLink } from "../locations/links";
import { gateFor } from "../navigation/gated-routes";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { NOINDEX_PATHS, newestDate, type SitemapUrl, sitemapPath } from "./sitemap-xml";

/** Whether a site path lists stock, so that it changes when the stock does. */
const isStockPage = (path: string) =>
  path === "/" || path.startsWith("/search") || path.startsWith("/used-car");

/**
 * A tenant's pages sitemap: home, every link of its header and footer (`linkHrefs`; menus built
 * from stock list only values with cars, so each search landing page has stock) and every
 * visible location. Noindex pages and pages the site gates behind sign-in (they redirect) are
 * never listed. Pages that list stock take the newest listed car's date as lastmod.
 */
export function sitemapPageUrls(input: {
  site: SiteConfig;
  baseUrl: string;
  linkHrefs: readonly string[];
  listedCars: ReadonlyArray<Pick<Car, "created_at">>;
}): SitemapUrl[] {
  const { site, baseUrl } = input;
  const stockDate = newestDate(input.listedCars.map((c) => c.created_at));
  const hrefs = [
    "/",
    ...input.linkHrefs,
    ...site.locations.filter((l) => l.visible !== false).map(locationPageLink),
  ];
  const urls: SitemapUrl[] = [];
  for (const href of hrefs) {
    const path = sitemapPath(href);
    if (!path || NOINDEX_PATHS.has(path) || gateFor(path, site)) continue;
    urls.push({ loc: `${baseUrl}${path}`, lastmod: isStockPage(path) ? stockDate : null });
  }
  return urls;
}

/** A tenant's vehicles sitemap: every listed car's page, lastmod when it was listed. */
export function sitemapVehicleUrls(
  baseUrl: string,
  listedCars: ReadonlyArray<Pick<Car, "id" | "slug" | "created_at">>,
): SitemapUrl[] {
  return listedCars.map((car) => ({
    loc: `${baseUrl}/cars/${encodeURIComponent(car.slug ?? String(car.id))}`,
    lastmod: newestDate([car.created_at]),
  }));
}
