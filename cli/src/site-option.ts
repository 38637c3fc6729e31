import { defaultSiteConfig, type SiteConfig } from "@forecourt/core";
import { CliError } from "./io";

/**
 * Resolves `--site SLUG` to a fixture tenant's settings; without a slug the
 * default settings apply (issue 2 §4). Fixtures load lazily so commands that
 * never pass --site do not pay for them.
 */
export async function loadSiteOption(slug?: string): Promise<SiteConfig> {
  if (slug === undefined || slug === "") return defaultSiteConfig("default");
  const sites = await loadDemoSites();
  const site = sites.find((s) => s.slug === slug);
  if (site) return site;
  const known = sites.map((s) => s.slug).join(", ");
  throw new CliError(`--site: unknown site '${slug}' (known: ${known})`);
}

async function loadDemoSites(): Promise<SiteConfig[]> {
  const { demoSites } = await import("@forecourt/fixtures");
  return demoSites;
}
