import type { Country } from "../locations/regions";
import * as m from "./messages";

/** Australian registration states (§4 trade-in: a rego is looked up by state and plate). */
export const REGO_STATES = ["QLD", "NSW", "VIC", "ACT", "TAS", "SA", "WA", "NT"] as const;
export type RegoState = (typeof REGO_STATES)[number];

/** An AU rego: up to 9 letters, digits, spaces or dashes (§5 Rego). */
const AU_REGO = /^[A-Z0-9][A-Z0-9 -]{0,8}$/;
/** An NZ plate: up to 6 letters and digits once spaces and dashes are taken out. */
const NZ_PLATE = /^[A-Z0-9]{1,6}$/;

/** What a rego lookup searches for: the plate as written without spaces or dashes, and its state (AU only). */
export interface RegoLookupKey {
  plate: string;
  state: RegoState | null;
}

export type RegoLookupResult =
  | { ok: true; key: RegoLookupKey }
  | { ok: false; field: "rego" | "regoState"; error: string };

/** The plate without spaces or dashes, upper case: "abc-12 3" → "ABC123". */
export const compactPlate = (rego: string): string => rego.replace(/[\s-]/g, "").toUpperCase();

/**
 * Issue 18 §2: a trade-in rego by country. Australia: state and plate, the state one of
 * REGO_STATES. New Zealand: plate only (up to 6 letters and digits), no state.
 */
export function regoLookupKey(
  country: Country,
  input: { rego?: string | null; state?: string | null },
): RegoLookupResult {
  const rego = (input.rego ?? "").trim().toUpperCase();
  const state = (input.state ?? "").trim().toUpperCase();
  if (rego === "") return { ok: false, field: "rego", error: m.REGO_REQUIRED };
  if (country === "NZ") {
    const plate = compactPlate(rego);
    if (!/^[A-Z0-9 -]+$/.test(rego) || !NZ_PLATE.test(plate)) {
      return { ok: false, field: "rego", error: m.NZ_PLATE_INVALID };
    }
    if (state !== "") return { ok: false, field: "regoState", error: m.NZ_PLATE_HAS_NO_STATE };
    return { ok: true, key: { plate, state: null } };
  }
  if (!AU_REGO.test(rego)) return { ok: false, field: "rego", error: m.REGO_INVALID };
  if (!(REGO_STATES as readonly string[]).includes(state)) {
    return { ok: false, field: "regoState", error: m.REGO_STATE_INVALID };
  }
  return { ok: true, key: { plate: compactPlate(rego), state: state as RegoState } };
}

/** Whether a rego form asks for the state the car is registered in (AU yes, NZ no). */
export const regoAsksForState = (country: Country): boolean => country === "AU";
