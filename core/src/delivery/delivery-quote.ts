import { haversineKm, type LatLng } from "../geo/haversine";
import type { DeliveryQuote } from "../schemas/finance";
import type { Location } from "../schemas/location";
import type { AuState } from "./postcode-state";

/**
 * Forecourt's delivery price rule (§3 Delivery quote {price, name}; the spec
 * does not show the pricing): a flat price per distance band from the nearest
 * dealer location, a surcharge across a state border, and no estimate beyond
 * the last band (§8 'Sorry, we can't provide an estimate…').
 */
export const DELIVERY_BANDS: ReadonlyArray<{ upToKm: number; region: string; price: number }> = [
  { upToKm: 60, region: "Metro", price: 199 },
  { upToKm: 200, region: "Regional", price: 499 },
  { upToKm: 600, region: "Country", price: 899 },
  { upToKm: 1500, region: "Long Distance", price: 1490 },
];
export const INTERSTATE_SURCHARGE = 250;
export const MAX_DELIVERY_KM = DELIVERY_BANDS[DELIVERY_BANDS.length - 1]?.upToKm ?? 0;

export interface NearestLocation {
  location: Location;
  km: number;
}

const pointOf = (l: Location): LatLng | null => {
  const lat = l.address?.lat;
  const lng = l.address?.long;
  return typeof lat === "number" && typeof lng === "number" ? { lat, lng } : null;
};

/**
 * The visible location nearest to a point (§9 haversine, 6371 km); cars leave
 * from selling locations, so service and parts sites are used only when a
 * dealer has nothing else. Null when no location has coordinates.
 */
export function nearestLocation(
  to: LatLng,
  locations: readonly Location[],
): NearestLocation | null {
  const placed = locations.filter((l) => l.visible !== false && pointOf(l) !== null);
  const selling = placed.filter((l) => !["service", "parts"].includes(l.location_type ?? ""));
  let best: NearestLocation | null = null;
  for (const location of selling.length > 0 ? selling : placed) {
    const km = haversineKm(pointOf(location) as LatLng, to);
    if (best === null || km < best.km) best = { location, km };
  }
  return best;
}

/**
 * The delivery quote for a distance: region "Metro QLD", "Regional NSW", or
 * "Interstate Country NSW" across a border (with the surcharge); null beyond
 * MAX_DELIVERY_KM or for a negative or non-finite distance.
 */
export function deliveryQuoteForDistance(
  km: number,
  destinationState: AuState | null,
  dealerState: string | null | undefined,
): DeliveryQuote | null {
  if (!Number.isFinite(km) || km < 0) return null;
  const band = DELIVERY_BANDS.find((b) => km <= b.upToKm);
  if (!band) return null;
  const interstate =
    destinationState !== null && dealerState != null && destinationState !== dealerState;
  const where = destinationState ?? dealerState ?? "";
  return {
    price: band.price + (interstate ? INTERSTATE_SURCHARGE : 0),
    name: `${interstate ? "Interstate " : ""}${band.region}${where ? ` ${where}` : ""}`,
  };
}
