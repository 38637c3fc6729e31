import type { Country, GeocodingPort, GeoPoint } from "@forecourt/core";
import { stateOfPostcode } from "@forecourt/core";
import { AU_POSTCODES, NZ_POSTCODES, type PostcodeEntry } from "./postcodes/index";

/** How far (in postcode numbers, same state or NZ postal area) a missing postcode may borrow a neighbour's centroid. */
export const NEIGHBOUR_POSTCODE_SPAN = 10;

/** A table of one country's postcodes, sorted for the neighbour search. */
class PostcodeTable {
  private readonly byPostcode: Map<string, PostcodeEntry>;
  private readonly sorted: PostcodeEntry[];

  constructor(
    table: readonly PostcodeEntry[],
    /** Which postcodes are neighbours: AU the same state, NZ the same postal area (first two digits). */
    private readonly areaOf: (postcode: string) => string | null,
  ) {
    this.byPostcode = new Map(table.map((e) => [e.postcode, e]));
    this.sorted = [...this.byPostcode.values()].sort(
      (a, b) => Number(a.postcode) - Number(b.postcode),
    );
  }

  lookup(code: string): (PostcodeEntry & { approximate: boolean }) | null {
    if (!/^\d{4}$/.test(code)) return null;
    const area = this.areaOf(code);
    if (area === null) return null;
    const exact = this.byPostcode.get(code);
    if (exact) return { ...exact, approximate: false };
    const n = Number(code);
    let best: PostcodeEntry | null = null;
    for (const entry of this.sorted) {
      const gap = Math.abs(Number(entry.postcode) - n);
      if (gap > NEIGHBOUR_POSTCODE_SPAN || this.areaOf(entry.postcode) !== area) continue;
      if (best === null || gap < Math.abs(Number(best.postcode) - n)) best = entry;
    }
    return best ? { ...best, postcode: code, approximate: true } : null;
  }
}

/**
 * §7 geocoding from the shipped tables, with no network call: AU postcodes on an AU site,
 * NZ postcodes on an NZ site (issue 18). A postcode not in the table borrows the centroid of
 * the numerically nearest listed postcode within NEIGHBOUR_POSTCODE_SPAN of the same state
 * (AU) or postal area (NZ; nearby numbers are nearby places in both schemes); anything else
 * is null, which the API reports as §5 'Invalid postcode'.
 */
export class LocalGeocoding implements GeocodingPort {
  private readonly tables: Record<Country, PostcodeTable>;

  constructor(
    au: readonly PostcodeEntry[] = AU_POSTCODES,
    nz: readonly PostcodeEntry[] = NZ_POSTCODES,
  ) {
    this.tables = {
      AU: new PostcodeTable(au, stateOfPostcode),
      NZ: new PostcodeTable(nz, (code) => code.slice(0, 2)),
    };
  }

  async geocodePostcode(
    postcode: string,
    country: Country = "AU",
  ): Promise<(GeoPoint & { region?: string }) | null> {
    const entry = this.lookup(postcode, country);
    if (!entry) return null;
    const region = entry.region ?? stateOfPostcode(entry.postcode) ?? undefined;
    return { lat: entry.lat, lng: entry.lng, ...(region ? { region } : {}) };
  }

  /** The table entry for a postcode (or its borrowed neighbour), with whether it was borrowed. */
  lookup(
    postcode: string,
    country: Country = "AU",
  ): (PostcodeEntry & { approximate: boolean }) | null {
    return this.tables[country].lookup(postcode.trim());
  }
}
