import { type Car, type NumericRange, type RangeField, rangeValueOf } from "@forecourt/core";
import { type Bitset, emptyBits, orList } from "./bitset";
import { SortedPairs } from "./doc-list";

/** A numeric field: docs with a value, ascending by value, for range filters and min/max. */
export interface NumericIndex {
  pairs: SortedPairs;
  /** doc → value, NaN for none (min/max of a few cars). */
  byDoc: Float64Array;
}

/**
 * The numeric index of one field over a site's docs (`cars` by doc number, holes for freed
 * numbers; `live` of them hold a car): values and docs as columns, sorted natively.
 */
export function buildNumericIndex(
  cars: ReadonlyArray<Car | undefined>,
  live: number,
  capacity: number,
  name: RangeField,
): NumericIndex {
  const byDoc = new Float64Array(capacity).fill(Number.NaN);
  const values = new Float64Array(live);
  const docs = new Uint32Array(live);
  let m = 0;
  for (let d = 0; d < cars.length; d++) {
    const car = cars[d];
    if (car === undefined) continue;
    const v = rangeValueOf(car, name);
    if (v !== null) {
      values[m] = v;
      docs[m++] = d;
      byDoc[d] = v;
    }
  }
  return { pairs: SortedPairs.fromColumns(values.subarray(0, m), docs.subarray(0, m)), byDoc };
}

/** Cars in [min, max] of a numeric field (cars without a value never match). */
export function numericRangeBits(
  { pairs }: NumericIndex,
  range: NumericRange,
  capacity: number,
  into?: Bitset,
): Bitset {
  const lo = range.min === undefined ? 0 : lowerBound(pairs.values, pairs.length, range.min);
  const hi =
    range.max === undefined ? pairs.length : upperBound(pairs.values, pairs.length, range.max);
  const bits = into ? into.fill(0) : emptyBits(capacity);
  if (hi > lo) orList(bits, pairs.docs.subarray(lo, hi));
  return bits;
}

function lowerBound(values: Float64Array, length: number, x: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(values: Float64Array, length: number, x: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
