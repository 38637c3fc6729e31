import {
  type Car,
  isListedOnDealerSite,
  type SiteConfig,
  type SitemapPart,
  type SitemapUrl,
  sitemapPageUrls,
  sitemapParts,
  sitemapVehicleUrls,
} from "@forecourt/core";
import { getPlatform } from "../platform";
import { siteStockVocabulary } from "../stock-vocabulary";
import type { NavEntry } from "../view/menu";
import { siteNavigation } from "../view/navigation";

/** A tenant's sitemaps: its pages, and every listed vehicle (each split at 50,000 URLs a file). */
export const SITEMAPS = ["pages", "vehicles"] as const;
export type SitemapName = (typeof SITEMAPS)[number];

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

async function sitemapUrls(
  name: SitemapName,
  site: SiteConfig,
  baseUrl: string,
  now: Date,
): Promise<SitemapUrl[]> {
  const cars = await listedCars(site, now);
  if (name === "vehicles") return sitemapVehicleUrls(baseUrl, cars);
  const vocabulary = await siteStockVocabulary(site);
  const nav = siteNavigation(site, vocabulary);
  const linkHrefs = navPaths([...nav.menu, ...nav.footer]);
  return sitemapPageUrls({ site, baseUrl, linkHrefs, listedCars: cars, vocabulary });
}

/** One sitemap's files (pages.xml; vehicles.xml, vehicles-2.xml … past 50,000 cars). */
export async function sitemapFiles(
  name: SitemapName,
  site: SiteConfig,
  baseUrl: string,
  now: Date,
): Promise<SitemapPart[]> {
  return sitemapParts(name, await sitemapUrls(name, site, baseUrl, now));
}
