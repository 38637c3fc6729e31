import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import { type Car, type SearchPort, type SiteConfig, siteTimeZone } from "@forecourt/core";
import { instantOption } from "../io";
import { openSite } from "./site-source";

/** One site's settings and stock, indexed for searching from the command line. */
export interface SiteStock {
  site: SiteConfig;
  search: SearchPort;
  carBySlug(slug: string): Car | undefined;
  close(): Promise<void>;
}

/** One site's settings and its cars as stored, for commands that need no index (feeds). */
export interface SiteCars {
  site: SiteConfig;
  cars: Car[];
  close(): Promise<void>;
}

/** Reads a site and its cars (see openSite for where they come from). */
export async function openSiteCars(
  slug: string,
  options: { demo: boolean; env: NodeJS.ProcessEnv; now: Date },
): Promise<SiteCars> {
  const { site, cars, close } = await openSite(slug, options);
  try {
    return { site, cars: await cars(), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens a site's stock for `forecourt search` / `similar`, indexed in memory. */
export async function openSiteStock(
  slug: string,
  options: { demo: boolean; env: NodeJS.ProcessEnv; now: Date },
): Promise<SiteStock> {
  const { site, cars, close } = await openSiteCars(slug, options);
  return indexed(site, cars, close);
}

/**
 * Runs `work` on a site's indexed stock at the instant --now names (the clock when absent), then
 * closes the stock. --now is checked before the store opens; one without an offset is read as
 * the site's local time, which is known only once the site is.
 */
export async function withSiteStock<T>(
  flags: { site: string; now?: string; demo?: boolean },
  work: (stock: SiteStock, now: Date) => Promise<T>,
): Promise<T> {
  const clock = instantOption("now", flags.now);
  const stock = await openSiteStock(flags.site, {
    demo: flags.demo ?? false,
    env: process.env,
    now: clock,
  });
  try {
    const now =
      flags.now === undefined ? clock : instantOption("now", flags.now, siteTimeZone(stock.site));
    return await work(stock, now);
  } finally {
    await stock.close();
  }
}

async function indexed(
  site: SiteConfig,
  cars: Car[],
  close: () => Promise<void>,
): Promise<SiteStock> {
  const search = createEmbeddedSearch();
  await search.upsert(site.slug, cars);
  const bySlug = new Map(cars.map((car) => [car.slug, car]));
  return { site, search, carBySlug: (s) => bySlug.get(s), close };
}
