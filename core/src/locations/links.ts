import type { Car } from "../schemas/car";
import type { Address, Location } from "../schemas/location";

/** §2 a location page: /locations/{slug}, falling back to the dealership slug. */
export function locationPageLink(location: Pick<Location, "slug" | "dealership_slug">): string {
  const slug = location.slug.trim() || location.dealership_slug?.trim() || "";
  return `/locations/${encodeURIComponent(slug)}`;
}

/** §2 location pages have a #reviews anchor. */
export function locationReviewsLink(location: Pick<Location, "slug" | "dealership_slug">): string {
  return `${locationPageLink(location)}#reviews`;
}

/**
 * §2 Get Directions: a maps directions address to the location — by coordinates when known
 * (with the place id when there is one), else by the street address; null without either.
 */
export function directionsUrl(
  address:
    | Pick<Address, "lat" | "long" | "place_id" | "street" | "city" | "state" | "postcode">
    | null
    | undefined,
): string | null {
  if (!address) return null;
  const base = "https://www.google.com/maps/dir/?api=1&destination=";
  if (address.lat != null && address.long != null) {
    const place = address.place_id
      ? `&destination_place_id=${encodeURIComponent(address.place_id)}`
      : "";
    return `${base}${address.lat},${address.long}${place}`;
  }
  const text = [address.street, address.city, address.state, address.postcode]
    .filter(Boolean)
    .join(", ");
  return text ? `${base}${encodeURIComponent(text)}` : null;
}

/** §2 the vehicle page's location link: to #vehicle-map, labelled with the location name or 'Vehicle Location'. */
export function vehicleMapLink(car: Pick<Car, "location" | "location_name">): {
  label: string;
  href: string;
} {
  const name = car.location?.name?.trim() || car.location_name?.trim();
  return { label: name || "Vehicle Location", href: "#vehicle-map" };
}
