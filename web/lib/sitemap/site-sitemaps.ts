import {
  type Car,
  isListedOnDealerSite,
  type SiteConfig,
  type SitemapUrl,
  sitemapPageUrls,
  sitemapVehicleUrls,
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

export async function sitemapUrls(
  file: SitemapFile,
  site: SiteConfig,
  baseUrl: string,
  now: Date,
): Promise<SitemapUrl[]> {
  const cars = await listedCars(site, now);
  if (file === "vehicles.xml") return sitemapVehicleUrls(baseUrl, cars);
  const nav = siteNavigation(site, await siteStockVocabulary(site));
  const linkHrefs = navPaths([...nav.menu, ...nav.footer]);
  return sitemapPageUrls({ site, baseUrl, linkHrefs, listedCars: cars });
}
