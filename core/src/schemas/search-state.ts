import { z } from "zod";

/** §3 Search state: list refinements, in the spec's order. */
export const REFINEMENT_FIELDS = [
  "badge",
  "status",
  "car_type",
  "categories",
  "city",
  "colour",
  "dealership_name",
  "filtered_features",
  "item_type",
  "km",
  "location_name",
  "make",
  "make_model",
  "model",
  "price",
  "subscription_price",
  "price_range",
  "seats",
  "body",
  "drive",
  "fuel",
  "transmission",
  "state",
  "tag",
  "weekly_price_range",
  "year",
  "certified",
] as const;
export type RefinementField = (typeof REFINEMENT_FIELDS)[number];

/** Numeric fields that take `range[field]=min:max`. */
export const RANGE_FIELDS = ["price", "km", "year", "subscription_price", "weekly_price"] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

export const NumericRange = z
  .object({ min: z.number().finite().optional(), max: z.number().finite().optional() })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    message: "min must not be above max",
  });
export type NumericRange = z.infer<typeof NumericRange>;

export const SearchState = z.object({
  query: z.string().default(""),
  /** 1-based; written to the URL only when not 1 (§2). */
  page: z.number().int().min(1).default(1),
  sortBy: z.string().nullable().default(null),
  refinementList: z.partialRecord(z.enum(REFINEMENT_FIELDS), z.array(z.string())).default({}),
  range: z.partialRecord(z.enum(RANGE_FIELDS), NumericRange).default({}),
  isMinRange: z.boolean().optional(),
  isMaxRange: z.boolean().optional(),
  /** /search/{dealership_slug} or /search/{location slug}: stock from one dealer or location. */
  scope: z
    .object({ kind: z.enum(["dealership", "location"]), slug: z.string() })
    .nullable()
    .default(null),
});
export type SearchState = z.infer<typeof SearchState>;

/** §3 A facet item is {label, value, count}. */
export const FacetItem = z.object({
  label: z.string(),
  value: z.string(),
  count: z.number().int(),
});
export type FacetItem = z.infer<typeof FacetItem>;
