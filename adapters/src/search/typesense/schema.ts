import {
  IDENTIFIER_FIELDS,
  KEYWORD_FIELDS,
  QUERY_TEXT_FIELDS,
  RANGE_FIELDS,
  type RangeField,
  REFINEMENT_FIELDS,
  SORT_FIELDS,
  STATS_ONLY_FIELDS,
} from "@forecourt/core";
import type { CollectionCreateSchema, CollectionFieldSchema } from "typesense";

/**
 * The one collection every tenant shares (behind an alias, see collections.ts). Each
 * document is one car of one site: `site` (the slug as written) and `site_key` (its
 * key) are on every document and in every filter. Documents also store, unindexed,
 * `car` (the whole Car as JSON, returned as hits) and `car_id`.
 */

/**
 * Fields a refinement or scope filters on exactly: `k_<field>` holds the keys of the
 * car's facet values (Typesense folds case and punctuation in a plain string filter).
 */
export const KEYED_FIELDS: readonly string[] = [
  ...REFINEMENT_FIELDS,
  "dealership_slug",
  "location_slug",
];

/**
 * Fields with facet items (counts), stored under their own name as the plain strings of
 * the car (`make: ["Toyota"]`), as typesense-instantsearch-adapter and the dashboard read them.
 */
export const FACET_FIELDS: readonly string[] = [
  ...REFINEMENT_FIELDS.filter((f) => !STATS_ONLY_FIELDS.includes(f)),
  "series",
  "dealership_slug",
  "location_slug",
];

/** Numeric fields (ranges, stats and sorts): `n_<field>` holds int64 thousandths. */
export const NUMERIC_FIELDS: readonly string[] = [...new Set([...RANGE_FIELDS, ...SORT_FIELDS])];

export const keyedField = (name: string) => `k_${name}`;
/** Keyword search fields (issue 14 §3): `q_<field>` holds the words of a car field. */
export const queryField = (name: string) => `q_${name}`;

/** `query_by`: every field keyword search reads (core QUERY_TEXT_FIELDS). */
export const QUERY_BY = QUERY_TEXT_FIELDS.map(queryField).join(",");
/** `num_typos` per `query_by` field: one on descriptive words, none on stock numbers and VINs. */
export const NUM_TYPOS = [...KEYWORD_FIELDS.map(() => 1), ...IDENTIFIER_FIELDS.map(() => 0)].join(
  ",",
);
export const facetField = (name: string) => name;
export const numericField = (name: string) => `n_${name}`;

export const hasFacetItems = (name: string) => FACET_FIELDS.includes(name);
export const hasStats = (name: string): name is RangeField =>
  (RANGE_FIELDS as readonly string[]).includes(name);

/** Names the plain facet fields must not take. */
const FIXED_NAMES = ["id", "site", "site_key", "car", "car_id"];
for (const name of FACET_FIELDS) {
  if (FIXED_NAMES.includes(name)) throw new Error(`facet ${name} clashes with a fixed field`);
}

const fields: CollectionFieldSchema[] = [
  // The tenant: the slug as written (scoped search keys embed it) and its exact key.
  { name: "site", type: "string" },
  { name: "site_key", type: "string" },
  { name: "car_key", type: "string" },
  // Ties in every sort break on this (the car id in JavaScript string order).
  { name: "id_sort", type: "string", sort: true },
  // §7 dealer stock filter: status in_stock or coming_soon, the sold date, shown on the website.
  { name: "listed", type: "bool" },
  { name: "shown", type: "bool" },
  { name: "sold_at", type: "int64", optional: true },
  // Car type prefix, hidden makes (lower-cased) and hidden stock numbers: always present.
  { name: "type_key", type: "string" },
  { name: "make_key", type: "string" },
  { name: "stock_key", type: "string" },
  // The words of each keyword field, split as core searchTokens splits them.
  ...QUERY_TEXT_FIELDS.map(
    (f): CollectionFieldSchema => ({ name: queryField(f), type: "string[]", optional: true }),
  ),
  ...KEYED_FIELDS.map(
    (f): CollectionFieldSchema => ({ name: keyedField(f), type: "string[]", optional: true }),
  ),
  ...FACET_FIELDS.map(
    (f): CollectionFieldSchema => ({
      name: facetField(f),
      type: "string[]",
      facet: true,
      optional: true,
    }),
  ),
  ...NUMERIC_FIELDS.map(
    (f): CollectionFieldSchema => ({
      name: numericField(f),
      type: "int64",
      facet: hasStats(f),
      optional: true,
    }),
  ),
];

/** The collection schema (every site's cars live in one collection of it). */
export function collectionSchema(name: string): CollectionCreateSchema {
  return { name, fields };
}

/** The field names of the schema, in order. */
export const SCHEMA_FIELD_NAMES: readonly string[] = fields.map((f) => f.name);

/** Fields an existing collection lacks (or holds with another type, facet or string-sort flag). */
export function missingFields(existing: readonly CollectionFieldSchema[]): string[] {
  const byName = new Map(existing.map((f) => [f.name, f]));
  return fields
    .filter((f) => {
      const got = byName.get(f.name);
      return (
        !got ||
        got.type !== f.type ||
        Boolean(got.facet) !== Boolean(f.facet) ||
        // Numbers sort without the flag; a string sorts only with it.
        (f.type === "string" && Boolean(got.sort) !== Boolean(f.sort))
      );
    })
    .map((f) => f.name);
}

/** Whether a keyed field also has a plain (facet) field of the same values. */
export const hasPlainField = (name: string) => FACET_FIELDS.includes(name);
