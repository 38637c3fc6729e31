import { z } from "zod";
import { feedBoolean, feedNumber, feedString } from "./coerce";

/** Issue 36 §1: where a used car was first registered (New Zealand new, or imported used). */
export const IMPORT_STATUSES = ["nz_new", "imported"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Issue 36 §1: the certificate a New Zealand vehicle holds (warrant or certificate of fitness). */
export const FITNESS_CERTIFICATES = ["wof", "cof"] as const;
export type FitnessCertificate = (typeof FITNESS_CERTIFICATES)[number];

/** Issue 36 §1: a car offered by auction or tender states that in place of its cash price. */
export const SALE_METHODS = ["auction", "tender"] as const;

const WORDS: Record<string, string> = {
  "nz new": "nz_new",
  "nz-new": "nz_new",
  nznew: "nz_new",
  new_zealand_new: "nz_new",
  import: "imported",
  "used import": "imported",
  used_import: "imported",
  "warrant of fitness": "wof",
  "certificate of fitness": "cof",
  "competitive tender": "tender",
};

/** A feed's spelling of a closed choice ("NZ New", "Imported", "WoF") read into its code. */
const feedChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return v;
    const s = v.trim().toLowerCase();
    if (s === "") return null;
    return WORDS[s] ?? s.replace(/[\s-]+/g, "_");
  }, z.enum(values).nullish());

/** A calendar day (yyyy-MM-dd) such as an expiry date; feeds' blanks are null. */
const feedCalendarDay = z.preprocess(
  (v) => (v === "" ? null : typeof v === "string" ? v.trim().slice(0, 10) : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date yyyy-MM-dd")
    .nullish(),
);

/**
 * The per-car facts a New Zealand Consumer Information Notice needs (Consumer Information
 * Standards (Used Motor Vehicles) Regulations 2008, Schedule) beyond what a car already holds
 * (make, model, year, km, vin, regplate, rego_expiry, price). All optional: feeds are partial,
 * and core's consumerInformationNotice says which a notice still lacks.
 */
export const ConsumerInformationFields = {
  /** Displayed for sale by auction or competitive tender instead of at a cash price. */
  sale_method: feedChoice(SALE_METHODS),
  /** Whether the trader believes the odometer reading is accurate. */
  odometer_accurate: feedBoolean,
  /** A security interest over the car is recorded on the PPSR. */
  security_interest: feedBoolean,
  /** The trader will clear the recorded security interest before the sale. */
  security_interest_cleared: feedBoolean,
  import_status: feedChoice(IMPORT_STATUSES),
  /** Year of first registration in New Zealand. */
  first_registered_nz: feedNumber,
  /** Imported cars: the year of first registration overseas and the country of last registration. */
  first_registered_overseas: feedNumber,
  last_registered_country: feedString,
  /** Imported cars: recorded as damaged when imported. */
  imported_damaged: feedBoolean,
  /** Recorded as a statutory write-off on the Motor Vehicle Register. */
  written_off: feedBoolean,
  /** Registered again after its registration was cancelled. */
  reregistered: feedBoolean,
  fitness_certificate: feedChoice(FITNESS_CERTIFICATES),
  /** Expiry of the warrant or certificate of fitness. */
  fitness_expiry: feedCalendarDay,
  /** Road user charges apply (diesel and other untaxed fuels). */
  road_user_charges: feedBoolean,
} as const;
