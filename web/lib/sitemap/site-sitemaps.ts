import {
  type Car,
  gateFor,
  isListedOnDealerSite,
  locationPageLink,
  NOINDEX_PATHS,
  newestDate,
  type SiteConfig,
  type SitemapUrl,
  sitemapPath,
} from "@forecourt/core";
import { getPlatform } from "../platform";
import { siteStockVocabulary } from "../stock-vocabulary";
import type { NavEntry } from "../view/menu";
import { siteNavigation } from "../view/navigation";

/** A tenant's sitemap files: its pages, and every listed vehicle. */
export const SITEMAP_FILES = ["pages.xml", "vehicles.xml"] as const;
export type SitemapFile = (typeof SITEMAP_FILES)[number];

async function listedCars(site: SiteConfig, now: Date): Promise<Car[]> {
  const cars = await (await getPlatform()).stock.list(site.slug);
  return cars.filter((car) => isListedOnDealerSite(car, site, now));
}

function navPaths(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((e) => [
    ...(e.href && !e.external ? [e.href] : []),
    ...navPaths(e.children ?? []),
  ]);
}

/**
 * Pages: home, every header and footer link of the site (menus built from stock list only
 * values with cars, so each search landing page has stock), every visible location.
 * Search pages and home change with the stock: their lastmod is the newest car's.
 */
async function pageUrls(site: SiteConfig, baseUrl: string, now: Date): Promise<SitemapUrl[]> {
  const cars = await listedCars(site, now);
  const stockDate = newestDate(cars.map((c) => c.created_at));
  const nav = siteNavigation(site, await siteStockVocabulary(site));
  const paths = [
    "/",
    ...navPaths([...nav.menu, ...nav.footer]),
    ...site.locations.filter((l) => l.visible !== false).map(locationPageLink),
  ];
  const urls: SitemapUrl[] = [];
  for (const href of paths) {
    const path = sitemapPath(href);
    // Noindex pages and pages this site gates behind sign-in (they redirect) are never listed.
    if (!path || NOINDEX_PATHS.has(path) || gateFor(path, site)) continue;
    const stockPage = path === "/" || path.startsWith("/search") || path.startsWith("/used-car");
    urls.push({ loc: `${baseUrl}${path}`, lastmod: stockPage ? stockDate : null });
  }
  return urls;
}

async function vehicleUrls(site: SiteConfig, baseUrl: string, now: Date): Promise<SitemapUrl[]> {
  return (await listedCars(site, now)).map((car) => ({
    loc: `${baseUrl}/cars/${encodeURIComponent(car.slug ?? String(car.id))}`,
    lastmod: newestDate([car.created_at]),
  }));
}

export function sitemapUrls(
  file: SitemapFile,
  site: SiteConfig,
  baseUrl: string,
  now: Date,
): Promise<SitemapUrl[]> {
  return file === "pages.xml" ? pageUrls(site, baseUrl, now) : vehicleUrls(site, baseUrl, now);
}
