import type { GeocodingPort, GeoPoint } from "@forecourt/core";
import { stateOfPostcode } from "@forecourt/core";
import { AU_POSTCODES, type PostcodeEntry } from "./postcodes/index";

/** How far (in postcode numbers, same state) a missing postcode may borrow a neighbour's centroid. */
export const NEIGHBOUR_POSTCODE_SPAN = 10;

/**
 * §7 geocoding of AU postcodes from the shipped table, with no network call.
 * A postcode not in the table borrows the centroid of the numerically nearest
 * listed postcode of the same state within NEIGHBOUR_POSTCODE_SPAN (nearby
 * numbers are nearby places in the AU scheme); anything else is null, which
 * the API reports as §5 'Invalid postcode'.
 */
export class LocalGeocoding implements GeocodingPort {
  private readonly byPostcode: Map<string, PostcodeEntry>;
  private readonly sorted: PostcodeEntry[];

  constructor(table: readonly PostcodeEntry[] = AU_POSTCODES) {
    this.byPostcode = new Map(table.map((e) => [e.postcode, e]));
    this.sorted = [...this.byPostcode.values()].sort(
      (a, b) => Number(a.postcode) - Number(b.postcode),
    );
  }

  async geocodePostcode(postcode: string): Promise<GeoPoint | null> {
    const entry = this.lookup(postcode);
    return entry ? { lat: entry.lat, lng: entry.lng } : null;
  }

  /** The table entry for a postcode (or its borrowed neighbour), with whether it was borrowed. */
  lookup(postcode: string): (PostcodeEntry & { approximate: boolean }) | null {
    const code = postcode.trim();
    const state = stateOfPostcode(code);
    if (state === null) return null;
    const exact = this.byPostcode.get(code);
    if (exact) return { ...exact, approximate: false };
    const n = Number(code);
    let best: PostcodeEntry | null = null;
    for (const entry of this.sorted) {
      const gap = Math.abs(Number(entry.postcode) - n);
      if (gap > NEIGHBOUR_POSTCODE_SPAN || stateOfPostcode(entry.postcode) !== state) continue;
      if (best === null || gap < Math.abs(Number(best.postcode) - n)) best = entry;
    }
    return best ? { ...best, postcode: code, approximate: true } : null;
  }
}

/** The default local geocoder over the shipped table. */
export function createLocalGeocoding(): GeocodingPort {
  return new LocalGeocoding();
}
