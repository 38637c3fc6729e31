import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import type { Car, SearchPort, SiteConfig } from "@forecourt/core";
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
