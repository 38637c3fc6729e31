import type { Location } from "../schemas/location";

/** §2 locations tab order: (empty), sales, used, service, parts. */
export const LOCATION_TAB_ORDER = ["", "sales", "used", "service", "parts"] as const;

/**
 * §2 the location type a tab uses: the lower-cased location_type, except that a
 * location_subtype containing 'pre-owned sales' makes it used.
 */
export function locationTabType(
  location: Pick<Location, "location_type" | "location_subtype">,
): string {
  if (location.location_subtype?.toLowerCase().includes("pre-owned sales")) return "used";
  return location.location_type?.trim().toLowerCase() ?? "";
}

/** §2 tab label: an empty type is shown as sales; others capitalised ("service" → "Service"). */
export function locationTabLabel(type: string): string {
  const shown = type === "" ? "sales" : type;
  return shown.charAt(0).toUpperCase() + shown.slice(1);
}

/** Rank in the §2 tab order; types the spec does not list sort after parts. */
export function locationTabRank(type: string): number {
  const i = (LOCATION_TAB_ORDER as readonly string[]).indexOf(type);
  return i === -1 ? LOCATION_TAB_ORDER.length : i;
}

/** §2 total order on tab types: (empty), sales, used, service, parts, then other types by name. */
export function compareLocationTabTypes(a: string, b: string): number {
  return locationTabRank(a) - locationTabRank(b) || (a < b ? -1 : a > b ? 1 : 0);
}
