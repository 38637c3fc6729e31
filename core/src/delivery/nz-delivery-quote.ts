import { regionOf } from "../locations/regions";
import type { DeliveryQuote } from "../schemas/finance";
import { DELIVERY_BANDS } from "./delivery-quote";

/** New Zealand's islands as delivery sees them: a car crossing Cook Strait goes on the ferry. */
export type NzIsland = "North" | "South" | "Chatham";

const SOUTH = new Set(["TAS", "NSN", "MBH", "WTC", "CAN", "OTA", "STL"]);

/** The island of an NZ region (its ISO 3166-2:NZ code or name), or null when it names none. */
export function nzIslandOf(region: string | null | undefined): NzIsland | null {
  const found = regionOf(region, "NZ");
  if (!found) return null;
  if (found.code === "CIT") return "Chatham";
  return SOUTH.has(found.code) ? "South" : "North";
}

/** Issue 18: the Cook Strait ferry, added when the car changes island (NZ has no state borders). */
export const INTER_ISLAND_SURCHARGE = 350;

/**
 * The NZ delivery quote for a distance: the same bands as Australia's, named after the
 * destination region ("Metro Auckland", "Regional Waikato"), with the ferry surcharge and
 * "Inter-island" when the car crosses Cook Strait. Null beyond the last band, for a
 * negative or non-finite distance, and for the Chatham Islands (no road delivery).
 */
export function nzDeliveryQuoteForDistance(
  km: number,
  destinationRegion: string | null,
  dealerRegion: string | null | undefined,
): DeliveryQuote | null {
  if (!Number.isFinite(km) || km < 0) return null;
  const band = DELIVERY_BANDS.find((b) => km <= b.upToKm);
  if (!band) return null;
  const to = nzIslandOf(destinationRegion);
  const from = nzIslandOf(dealerRegion);
  if (to === "Chatham" || from === "Chatham") return null;
  const interIsland = to !== null && from !== null && to !== from;
  const where = regionOf(destinationRegion, "NZ") ?? regionOf(dealerRegion, "NZ");
  return {
    price: band.price + (interIsland ? INTER_ISLAND_SURCHARGE : 0),
    name: `${interIsland ? "Inter-island " : ""}${band.region}${where ? ` ${where.name}` : ""}`,
  };
}
