import type { Location } from "../schemas/location";
import { locationTabLabel, locationTabType } from "./location-type";

/** §2 placeholder of the locations search box (it writes locationQuery into the URL). */
export const LOCATION_SEARCH_PLACEHOLDER = "Search locations...";

/**
 * §2 locations filter: matches name, postcode, street or location type (raw or as shown,
 * so 'sales' finds an empty type), case-insensitively. A blank query keeps every location.
 */
export function filterLocations<T extends Location>(locations: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...locations];
  return locations.filter((l) => {
    const type = locationTabType(l);
    const fields = [
      l.name,
      l.address?.postcode,
      l.address?.street,
      l.location_type,
      type,
      locationTabLabel(type),
    ];
    return fields.some((f) => f?.toLowerCase().includes(needle));
  });
}
