import type { Location } from "../schemas/location";
import { dealershipNameOf } from "./labels";
import { compareLocationTabTypes, locationTabLabel, locationTabType } from "./location-type";

export type LocationTab = { type: string; label: string; location: Location };
export type LocationGroup = { name: string; tabs: LocationTab[] };

/**
 * §2 locations list: only visible locations, grouped by name (one card per name, in order of
 * first appearance), each card's tabs in the order (empty), sales, used, service, parts.
 * The name is compared without a trailing Sales, Service or Parts word — the same name the
 * /contact-us/{location-name-slug} route uses — so "Springwood Subaru Sales" and "Springwood
 * Subaru Service" are the Sales and Service tabs of one dealership's card.
 */
export function groupLocationsByName(locations: readonly Location[]): LocationGroup[] {
  const groups = new Map<string, LocationTab[]>();
  for (const location of locations) {
    if (location.visible === false) continue;
    const name = dealershipNameOf(location.name);
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
