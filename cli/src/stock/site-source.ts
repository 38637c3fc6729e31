import type { Car, SiteConfig } from "@forecourt/core";
import { CliError } from "../io";

/** One site's settings, its stored cars on demand, and how to let go of the store. */
export interface OpenedSite {
  site: SiteConfig;
  cars(): Promise<Car[]>;
  close(): Promise<void>;
}

/**
 * A site for a command: from the store (the embedded PGlite under FORECOURT_DATA_DIR, or
 * DATABASE_URL) as `npm start` reads it, seeding the demo tenants on first use; or, with `demo`,
 * from the fixture tenants in memory. An unknown site exits 2, naming it.
 */
export async function openSite(
  slug: string,
  options: { demo: boolean; env: NodeJS.ProcessEnv; now: Date },
): Promise<OpenedSite> {
  if (options.demo) {
    const { demoSites, demoStock } = await import("@forecourt/fixtures");
    const site = demoSites.find((s) => s.slug === slug);
    if (!site) throw unknownSite(slug, demoSites);
    const cars = async () =>
      demoStock(options.now)
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
    return { site, cars: () => platform.stock.list(slug), close: () => platform.close() };
  } catch (error) {
    await platform.close();
    throw error;
  }
}

export function unknownSite(slug: string, sites: readonly SiteConfig[]): CliError {
  const known = sites.map((s) => s.slug).join(", ") || "none";
  return new CliError(`--site: unknown site '${slug}' (known: ${known})`, 2);
}
