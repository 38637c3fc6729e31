import type { Location } from "../schemas/location";
import { compareLocationTabTypes, locationTabLabel, locationTabType } from "./location-type";

export type LocationTab = { type: string; label: string; location: Location };
export type LocationGroup = { name: string; tabs: LocationTab[] };

/**
 * §2 locations list: only visible locations, grouped by name (one card per name, in order of
 * first appearance), each card's tabs in the order (empty), sales, used, service, parts.
 */
export function groupLocationsByName(locations: readonly Location[]): LocationGroup[] {
  const groups = new Map<string, LocationTab[]>();
  for (const location of locations) {
    if (location.visible === false) continue;
    const name = location.name.trim();
    const type = locationTabType(location);
    const tabs = groups.get(name) ?? [];
    tabs.push({ type, label: locationTabLabel(type), location });
    groups.set(name, tabs);
  }
  // Array.prototype.sort is stable, so same-type locations keep their feed order.
  return [...groups].map(([name, tabs]) => ({
    name,
    tabs: tabs.sort((a, b) => compareLocationTabTypes(a.type, b.type)),
  }));
}
