import type { SiteConfig } from "../schemas/site-config";
import { groupLocationsByName } from "./grouping";

type StatsSite = Pick<SiteConfig, "locations" | "brands"> & {
  dealer: Pick<SiteConfig["dealer"], "stats" | "established">;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Issue 15 §2: counts in copy come from data. The group stats banner reads the site's own stats
 * when it sets them; otherwise the visible dealerships (one per name, as the locations list shows
 * them), the distinct brands of its brand grids and, when the founding year is known, the years
 * since. `year` is the current year in the site's zone (core has no clock).
 */
export function dealerStats(site: StatsSite, year: number): string[] {
  if (site.dealer.stats !== null) return site.dealer.stats;
  const stats: string[] = [];
  const locations = groupLocationsByName(site.locations).length;
  if (locations > 0) stats.push(plural(locations, "Location", "Locations"));
  const brands = new Set(site.brands.map((b) => b.name.toLowerCase())).size;
  if (brands > 0) stats.push(plural(brands, "Brand", "Brands"));
  const est = site.dealer.established;
  if (est !== null && est <= year) stats.push(`${plural(year - est, "Year", "Years")} Est.`);
  return stats;
}
