import { NSW_REGIONAL_ACT } from "./nsw-regional";
import { NSW_SYDNEY } from "./nsw-sydney";
import { SA_WA_TAS_NT } from "./others";
import { QLD } from "./qld";
import { VIC } from "./vic";

/** One postcode's approximate centroid. */
export interface PostcodeEntry {
  postcode: string;
  suburb: string;
  lat: number;
  lng: number;
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
