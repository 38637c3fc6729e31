import type { Car } from "../schemas/car";

/**
 * §3 Body and drivetrain: four facts come twice in the feed, a simple value ("Hatch",
 * "Automatic") and the detailed one ("5D Hatchback", "6 SP AUTOMATIC"). Each pair, by the
 * refinement field it answers.
 */
export const SIMPLE_AND_DETAILED = {
  body: ["simple_body", "body"],
  transmission: ["simple_transmission", "trans"],
  drive: ["simple_drive", "drive"],
  fuel: ["simple_fuel", "fuel"],
} as const satisfies Record<string, readonly [keyof Car, keyof Car]>;

/** A fact that comes as a simple and a detailed value. */
export type PairedFact = keyof typeof SIMPLE_AND_DETAILED;

type PairedFields = (typeof SIMPLE_AND_DETAILED)[PairedFact][number];
/** The part of a car that holds the paired facts (any of them may be missing). */
export type PairedFacts = Partial<Record<PairedFields, string | null | undefined>>;

// A stored car may reach the search engines unparsed: only a non-blank string is a value.
const given = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

/**
 * The simple value, else the detailed one (null when neither is given; blank counts as not
 * given): what facets, key information, cards, compare, checkout and feed categories show,
 * so a car reads the same word wherever it is summarised and the refinement of that word finds it.
 */
export function preferSimple(car: PairedFacts, fact: PairedFact): string | null {
  const [simple, detailed] = SIMPLE_AND_DETAILED[fact];
  return given(car[simple]) ?? given(car[detailed]);
}

/**
 * The detailed value, else the simple one: what a specification lists (the details card, the
 * PDF, structured data), where the feed's full wording is the fact itself.
 */
export function preferDetailed(car: PairedFacts, fact: PairedFact): string | null {
  const [simple, detailed] = SIMPLE_AND_DETAILED[fact];
  return given(car[detailed]) ?? given(car[simple]);
}
