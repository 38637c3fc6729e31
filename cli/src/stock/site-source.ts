import type { SiteConfig } from "@forecourt/core";
import { CliError } from "../io";

/** One site's settings, and how to let go of the store they came from. */
export interface OpenedSite {
  site: SiteConfig;
  close(): Promise<void>;
}

/**
 * A site's settings for the commands that need no stock (`slots`, `hours`): from the store as
 * `search` and `similar` read it (seeding the demo tenants on first use), or with `demo` from
 * the fixture tenants. An unknown site exits 2, naming it.
 */
export async function openSite(
  slug: string,
  options: { demo: boolean; env: NodeJS.ProcessEnv; now: Date },
): Promise<OpenedSite> {
  if (options.demo) {
    const { demoSites } = await import("@forecourt/fixtures");
    const site = demoSites.find((s) => s.slug === slug);
    if (!site) throw unknownSite(slug, demoSites);
    return { site, close: async () => {} };
  }
  const { createPlatform } = await import("@forecourt/adapters/platform");
  const platform = await createPlatform(options.env);
  try {
    await platform.seedDemo(options.now);
    const site = await platform.sites.get(slug);
    if (!site) throw unknownSite(slug, await platform.sites.list());
    return { site, close: () => platform.close() };
  } catch (error) {
    await platform.close();
    throw error;
  }
}

function unknownSite(slug: string, sites: readonly SiteConfig[]): CliError {
  const known = sites.map((s) => s.slug).join(", ") || "none";
  return new CliError(`--site: unknown site '${slug}' (known: ${known})`, 2);
}
