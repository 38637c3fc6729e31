import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import type { Car, SearchPort, SiteConfig } from "@forecourt/core";
import { CliError } from "../io";

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

/**
 * Reads a site and its cars: from the store (the embedded PGlite under FORECOURT_DATA_DIR, or
 * DATABASE_URL) as `npm start` would, seeding the demo tenants on first use; or, with `demo`,
 * from the fixture tenants in memory (no store).
 */
export async function openSiteCars(
  slug: string,
  options: { demo: boolean; env: NodeJS.ProcessEnv; now: Date },
): Promise<SiteCars> {
  if (options.demo) {
    const { demoSites, demoStock } = await import("@forecourt/fixtures");
    const site = demoSites.find((s) => s.slug === slug);
    if (!site) throw unknownSite(slug, demoSites);
    const cars = demoStock(options.now)
      .filter((row) => row.site === slug)
      .map((row) => row.car);
    return { site, cars, close: async () => {} };
  }
  const { createPlatform } = await import("@forecourt/adapters/platform");
  const platform = await createPlatform(options.env);
  try {
    await platform.seedDemo(options.now);
    const site = await platform.sites.get(slug);
    if (!site) throw unknownSite(slug, await platform.sites.list());
    return { site, cars: await platform.stock.list(slug), close: () => platform.close() };
  } catch (error) {
    await platform.close();
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

function unknownSite(slug: string, sites: readonly SiteConfig[]): CliError {
  const known = sites.map((s) => s.slug).join(", ") || "none";
  return new CliError(`--site: unknown site '${slug}' (known: ${known})`);
}
