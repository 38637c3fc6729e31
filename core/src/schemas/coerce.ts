import { z } from "zod";

/**
 * Feed-tolerant primitives. Real stock feeds are partial and stringly typed:
 * numbers arrive as "25990", booleans as "true"/"1", blanks as "" or null.
 * These coerce what is unambiguous and reject what is not.
 */

const blankToNull = (v: unknown) => (v === "" ? null : v);

/** A finite number; numeric strings (with optional commas or $) are coerced. */
export const feedNumber = z.preprocess((v) => {
  if (typeof v === "string") {
    const cleaned = v.replace(/[$,\s]/g, "");
    if (cleaned === "") return null;
    const n = Number(cleaned);
    return Number.isFinite(n) ? n : v;
  }
  return v;
}, z.number().finite().nullish());

/** A boolean; "true"/"false", "1"/"0", "yes"/"no" and 1/0 are coerced. */
export const feedBoolean = z.preprocess((v) => {
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (["true", "1", "yes", "y"].includes(s)) return true;
    if (["false", "0", "no", "n", ""].includes(s)) return false;
  }
  if (v === 1) return true;
  if (v === 0) return false;
  return v;
}, z.boolean().nullish());

/** A string; numbers are coerced (stock numbers and postcodes often arrive as numbers). */
export const feedString = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : blankToNull(v)),
  z.string().nullish(),
);

/** An id: string or number, always held as a string. */
export const feedId = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  z.string().min(1, "is required"),
);

/** An optional list that tolerates null. */
export const feedList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === null ? undefined : v), z.array(item).optional());

export const imageRef = z.looseObject({
  url: feedString,
  thumb: z.looseObject({ url: feedString }).nullish(),
});
export type ImageRef = z.infer<typeof imageRef>;
