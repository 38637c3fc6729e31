import type { Car } from "../schemas/car";
import type { Location } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";

/**
 * The site location a car sits at (its location_id, or its embedded location's id); the site's
 * primary (else first) location when the car names none the site knows.
 */
export function carDealerLocation(
  car: Pick<Car, "location_id" | "location">,
  site: Pick<SiteConfig, "locations">,
): Location | null {
  const id = car.location_id ?? car.location?.id;
  const byId = id ? site.locations.find((l) => String(l.id) === String(id)) : undefined;
  return byId ?? site.locations.find((l) => l.primary) ?? site.locations[0] ?? null;
}
