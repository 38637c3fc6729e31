import { NSW_REGIONAL_ACT } from "./nsw-regional";
import { NSW_SYDNEY } from "./nsw-sydney";
import { NZ } from "./nz";
import { SA_WA_TAS_NT } from "./others";
import { QLD } from "./qld";
import { VIC } from "./vic";

/** One postcode's approximate centroid; `region` is an NZ postcode's region code (AU derives its state). */
export interface PostcodeEntry {
  postcode: string;
  suburb: string;
  lat: number;
  lng: number;
  region?: string;
}

/** Parses "postcode|suburb|lat|lng" lines; a malformed line is a programmer error. */
export function parsePostcodeTable(text: string): PostcodeEntry[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [postcode = "", suburb = "", lat = "", lng = ""] = line.split("|");
      const entry = { postcode, suburb, lat: Number(lat), lng: Number(lng) };
      if (
        !/^\d{4}$/.test(postcode) ||
        !suburb ||
        !Number.isFinite(entry.lat) ||
        !Number.isFinite(entry.lng)
      ) {
        throw new Error(`postcode table: malformed line '${line}'`);
      }
      return entry;
    });
}

/**
 * The shipped AU postcode table: about 860 postcodes over every state and
 * territory, each at an approximate suburb centroid (see README.md).
 */
export const AU_POSTCODES: readonly PostcodeEntry[] = [
  QLD,
  NSW_SYDNEY,
  NSW_REGIONAL_ACT,
  VIC,
  SA_WA_TAS_NT,
].flatMap(parsePostcodeTable);

/** Parses the NZ table's "postcode|locality|region|lat|lng" lines; a malformed line is a programmer error. */
export function parseNzPostcodeTable(text: string): PostcodeEntry[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [postcode = "", suburb = "", region = "", lat = "", lng = ""] = line.split("|");
      const [entry] = parsePostcodeTable(`${postcode}|${suburb}|${lat}|${lng}`);
      if (!entry || !/^[A-Z]{3}$/.test(region)) {
        throw new Error(`NZ postcode table: malformed line '${line}'`);
      }
      return { ...entry, region };
    });
}

/** The shipped NZ table: the street postcodes of the cities and main towns (see README.md). */
export const NZ_POSTCODES: readonly PostcodeEntry[] = parseNzPostcodeTable(NZ);
