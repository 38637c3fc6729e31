import {
  type Car,
  facetValuesOf,
  isAvailable,
  QUERY_TEXT_FIELDS,
  type RangeField,
  rangeValueOf,
  type SortField,
  searchTokens,
  sortKeyOf,
} from "@forecourt/core";
import { MISSING_KEY, sortableId, toScaled, valueKey } from "./encoding";
import {
  FACET_FIELDS,
  facetField,
  hasStats,
  KEYED_FIELDS,
  keyedField,
  NUMERIC_FIELDS,
  numericField,
  queryField,
} from "./schema";

/** A Typesense document: the indexed fields of schema.ts plus the stored car. */
export type CarDocument = Record<string, string | number | boolean | string[]> & { id: string };

/** The document id of a car of a site (ids repeat across sites; keys keep them apart). */
export function documentId(site: string, carId: string): string {
  return `${valueKey(site)}-${valueKey(carId)}`;
}

function numberOf(car: Car, field: string): number | null {
  // Range fields read the car as ranges do; sort-only fields (rank, created_at) as sorts do.
  return hasStats(field)
    ? rangeValueOf(car, field as RangeField)
    : sortKeyOf(car, field as SortField);
}

/**
 * One car as a document: every value the compiled filters, facets and sorts read is
 * derived here from the same core definitions the embedded engine and the oracle use
 * (facetValuesOf, rangeValueOf, sortKeyOf, searchTokens, isAvailable).
 */
export function toDocument(site: string, car: Car, keyOf = valueKey): CarDocument {
  const doc: CarDocument = {
    id: documentId(site, car.id),
    site,
    site_key: keyOf(site),
    car_id: car.id,
    car_key: keyOf(car.id),
    id_sort: sortableId(car.id),
    car: JSON.stringify(car),
    listed: isAvailable(car),
    shown: car.show_on_dealer_website !== false,
    type_key: keyOf(car.car_type ?? ""),
    make_key: car.make == null ? MISSING_KEY : keyOf(car.make.toLowerCase()),
    stock_key: car.stocknum == null ? MISSING_KEY : keyOf(car.stocknum),
  };
  if (car.sold_date_timestamp != null) doc.sold_at = toScaled(car.sold_date_timestamp);
  for (const field of QUERY_TEXT_FIELDS) {
    const raw = (car as Record<string, unknown>)[field];
    const words = raw == null ? [] : searchTokens(String(raw));
    if (words.length > 0) doc[queryField(field)] = words;
  }
  for (const field of KEYED_FIELDS) {
    const values = facetValuesOf(car, field);
    if (values.length > 0) doc[keyedField(field)] = values.map(keyOf);
  }
  for (const field of FACET_FIELDS) {
    const values = facetValuesOf(car, field);
    if (values.length > 0) doc[facetField(field)] = [...values];
  }
  for (const field of NUMERIC_FIELDS) {
    const value = numberOf(car, field);
    if (value !== null) doc[numericField(field)] = toScaled(value);
  }
  return doc;
}

/** A memoised valueKey for one batch: feeds repeat the same makes, models and sites. */
export function batchKeyOf(): (value: string) => string {
  const memo = new Map<string, string>();
  return (value) => {
    let key = memo.get(value);
    if (key === undefined) {
      key = valueKey(value);
      memo.set(value, key);
    }
    return key;
  };
}
