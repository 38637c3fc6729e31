import {
  type Car,
  carSearchTokens,
  type DealerStockFilter,
  isHiddenMake,
  isRangeField,
  type NumericRange,
  RANGE_FIELDS,
  type RangeField,
  REFINEMENT_FIELDS,
  rangeValueOf,
  type SortOrder,
  STATS_ONLY_FIELDS,
  searchTokens,
  sortKeyOf,
} from "@forecourt/core";
import {
  andInto,
  andNotInto,
  type Bitset,
  emptyBits,
  fromList,
  fullBits,
  orList,
  setBit,
} from "./bitset";
import { buildFieldIndex, type FieldIndex, refinementBits } from "./field-index";

/** A numeric field: docs with a value, ascending by value, for range filters and min/max. */
export interface NumericIndex {
  docs: Uint32Array;
  values: Float64Array;
  /** doc → value, NaN for none (min/max of a few cars). */
  byDoc: Float64Array;
}

/** A sort order: docs in hit order, and each doc's position in it. */
export interface SortIndex {
  order: Uint32Array;
  position: Uint32Array;
}

/** Categorical fields indexed up front (the rest, e.g. any facet a site adds, on first use). */
const EAGER_FIELDS = [
  ...REFINEMENT_FIELDS.filter((f) => !STATS_ONLY_FIELDS.includes(f)),
  "series",
  "dealership_slug",
  "location_slug",
];
const SMALL_CACHE = 16;

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  if (cache.size >= SMALL_CACHE) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** Every index of one site's cars, rebuilt from scratch when its stock changes. */
export class SiteIndex {
  readonly n: number;
  readonly all: Bitset;
  /** status in_stock or coming_soon. */
  readonly listedStatus: Bitset;
  /** show_on_dealer_website is not false. */
  readonly shown: Bitset;
  readonly positivePrice: Bitset;
  /** Docs with a sold date, most recent first, and those dates. */
  private readonly soldDocs: Uint32Array;
  private readonly soldTimes: Float64Array;
  private readonly tokens: string[];
  private readonly tokenPostings: Uint32Array[];
  private readonly fields = new Map<string, FieldIndex>();
  private readonly numerics = new Map<string, NumericIndex>();
  private readonly sorts = new Map<string, SortIndex>();
  private readonly baseCache = new Map<string, Bitset>();
  private readonly textCache = new Map<string, Bitset>();
  private readonly scratch: Uint32Array[] = [];

  constructor(readonly cars: readonly Car[]) {
    const n = cars.length;
    this.n = n;
    this.all = fullBits(n);
    this.listedStatus = emptyBits(n);
    this.shown = emptyBits(n);
    this.positivePrice = emptyBits(n);
    const sold: Array<[number, number]> = [];
    const postings = new Map<string, number[]>();
    for (let d = 0; d < n; d++) {
      const car = cars[d] as Car;
      if (car.status === "in_stock" || car.status === "coming_soon") setBit(this.listedStatus, d);
      if (car.show_on_dealer_website !== false) setBit(this.shown, d);
      if (car.price != null && car.price > 0) setBit(this.positivePrice, d);
      if (car.sold_date_timestamp != null) sold.push([car.sold_date_timestamp, d]);
      for (const t of carSearchTokens(car)) {
        const list = postings.get(t);
        if (list) list.push(d);
        else postings.set(t, [d]);
      }
    }
    sold.sort((a, b) => b[0] - a[0]);
    this.soldTimes = Float64Array.from(sold, (s) => s[0]);
    this.soldDocs = Uint32Array.from(sold, (s) => s[1]);
    this.tokens = [...postings.keys()].sort();
    this.tokenPostings = this.tokens.map((t) => Uint32Array.from(postings.get(t) ?? []));
    for (const f of EAGER_FIELDS) this.field(f);
    for (const f of RANGE_FIELDS) this.numeric(f);
    this.sort({ field: "rank", direction: "desc" });
  }

  /** The categorical index of a field, built on first use. */
  field(name: string): FieldIndex {
    let index = this.fields.get(name);
    if (!index) {
      index = buildFieldIndex(this.cars, name);
      this.fields.set(name, index);
    }
    return index;
  }

  numeric(name: RangeField): NumericIndex {
    let index = this.numerics.get(name);
    if (!index) {
      const pairs: Array<[number, number]> = [];
      this.cars.forEach((car, d) => {
        const v = rangeValueOf(car, name);
        if (v !== null) pairs.push([v, d]);
      });
      pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const byDoc = new Float64Array(this.n).fill(Number.NaN);
      for (const [v, d] of pairs) byDoc[d] = v;
      index = {
        docs: Uint32Array.from(pairs, (p) => p[1]),
        values: Float64Array.from(pairs, (p) => p[0]),
        byDoc,
      };
      this.numerics.set(name, index);
    }
    return index;
  }

  /** Hit order for a sort: key in its direction, missing keys last, then car id ascending. */
  sort(order: SortOrder): SortIndex {
    const key = `${order.field}:${order.direction}`;
    let index = this.sorts.get(key);
    if (!index) {
      const keys = Float64Array.from(this.cars, (c) => sortKeyOf(c, order.field) ?? Number.NaN);
      const ids = this.cars.map((c) => c.id);
      const sign = order.direction === "asc" ? 1 : -1;
      const docs = Uint32Array.from({ length: this.n }, (_, d) => d).sort((a, b) => {
        const ka = keys[a] as number;
        const kb = keys[b] as number;
        const na = Number.isNaN(ka);
        const nb = Number.isNaN(kb);
        if (na !== nb) return na ? 1 : -1;
        if (!na && ka !== kb) return sign * (ka - kb);
        const ia = ids[a] as string;
        const ib = ids[b] as string;
        return ia < ib ? -1 : ia > ib ? 1 : 0;
      });
      const position = new Uint32Array(this.n);
      for (let i = 0; i < docs.length; i++) position[docs[i] as number] = i;
      index = { order: docs, position };
      this.sorts.set(key, index);
    }
    return index;
  }

  /**
   * A doc list of length n kept for reuse: allocating (and zeroing) one per facet per
   * query cost more than the counting. Callers must be done with it before the next query.
   */
  scratchList(slot: number): Uint32Array {
    let list = this.scratch[slot];
    if (!list) {
      list = new Uint32Array(this.n);
      this.scratch[slot] = list;
    }
    return list;
  }

  /** Cars in [min, max] of a numeric field (cars without a value never match). */
  rangeBits(name: RangeField, range: NumericRange): Bitset {
    const { docs, values } = this.numeric(name);
    const lo = range.min === undefined ? 0 : lowerBound(values, range.min);
    const hi = range.max === undefined ? values.length : upperBound(values, range.max);
    const bits = emptyBits(this.n);
    if (hi > lo) orList(bits, docs.subarray(lo, hi));
    return bits;
  }

  /** §7 dealer stock filter as bits (cached: it only changes with `now` and settings). */
  baseBits(filter: DealerStockFilter): Bitset {
    return remember(this.baseCache, JSON.stringify(filter), () => {
      const bits = this.listedStatus.slice();
      for (
        let i = 0;
        i < this.soldTimes.length && (this.soldTimes[i] as number) > filter.soldSince;
        i++
      ) {
        setBit(bits, this.soldDocs[i] as number);
      }
      andInto(bits, this.shown);
      if (filter.carTypes !== null)
        andInto(bits, refinementBits(this.field("car_type"), filter.carTypes, this.n));
      if (filter.hiddenMakes.length > 0) {
        const makes = this.field("make");
        const hidden = makes.values.filter((m) => isHiddenMake(m, filter.hiddenMakes));
        andNotInto(bits, refinementBits(makes, hidden, this.n));
      }
      if (filter.hiddenStockNumbers.length > 0) {
        andNotInto(bits, refinementBits(this.field("stocknum"), filter.hiddenStockNumbers, this.n));
      }
      return bits;
    });
  }

  /** Cars whose words start with every query word (search as you type). */
  textBits(query: string): Bitset | null {
    const words = searchTokens(query);
    if (words.length === 0) return null;
    return remember(this.textCache, words.join(" "), () => {
      let result: Bitset | null = null;
      for (const w of words) {
        const bits = emptyBits(this.n);
        for (let i = lowerBoundText(this.tokens, w); i < this.tokens.length; i++) {
          if (!(this.tokens[i] as string).startsWith(w)) break;
          orList(bits, this.tokenPostings[i] as Uint32Array);
        }
        if (result === null) result = bits;
        else andInto(result, bits);
      }
      return result ?? fromList(this.n, []);
    });
  }

  isNumericFacet(name: string): name is RangeField {
    return isRangeField(name);
  }
}

function lowerBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function lowerBoundText(sorted: readonly string[], x: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
