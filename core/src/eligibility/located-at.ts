import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";

type CitySite = Pick<SiteConfig, "locations"> & {
  dealer: Pick<SiteConfig["dealer"], "override_city">;
};

const norm = (s: string | null | undefined) => s?.trim().toLowerCase() ?? "";

/** The primary dealership city: the dealer's override_city, else the primary (or first visible) location's city. */
export function primaryDealershipCity(site: CitySite): string | null {
  if (site.dealer.override_city?.trim()) return site.dealer.override_city.trim();
  const primary = site.locations.find((l) => l.primary) ?? site.locations.find((l) => l.visible);
  return primary?.address?.city?.trim() || null;
}

/** The car's city: its location's city, else the car's own city field. */
export function carCity(car: Pick<Car, "city" | "location">): string | null {
  return car.location?.city?.trim() || car.city?.trim() || null;
}

/**
 * §2 announcement bar 'Located at {city}' (with Get Directions): shown when the car's
 * city differs (case-insensitively) from the primary dealership city; null when hidden.
 */
export function locatedAtBar(car: Pick<Car, "city" | "location">, site: CitySite): string | null {
  const city = carCity(car);
  const home = primaryDealershipCity(site);
  if (!city || !home || norm(city) === norm(home)) return null;
  return `Located at ${city}`;
}
