import {
  type Car,
  type DealerStockFilter,
  type FacetItem,
  type FacetStats,
  isHiddenMake,
  isRangeField,
  type NumericRange,
  RANGE_FIELDS,
  type RangeField,
  REFINEMENT_FIELDS,
  rangeValueOf,
  type SortOrder,
  STATS_ONLY_FIELDS,
} from "@forecourt/core";
import { andInto, andNotInto, type Bitset, emptyBits, setBit } from "./bitset";
import { resizedBits, SortedPairs } from "./doc-list";
import { FieldIndex, refinementBits } from "./field-index";
import { buildNumericIndex, type NumericIndex, numericRangeBits } from "./numeric-index";
import { ScratchSpace } from "./scratch-space";
import { SortIndex } from "./sort-index";
import { TextIndex } from "./text-index";

/** A facet's values with their counts (null for a stats-only facet) and its min/max. */
export interface FacetCounts {
  items: FacetItem[] | null;
  stats: FacetStats | null;
}

/** Facet count entries kept per site: 13 facets over a few dozen sets. */
export const DEFAULT_FACET_CACHE = 512;

/** Categorical fields indexed up front (the rest, e.g. any facet a site adds, on first use). */
const EAGER_FIELDS = [
  ...REFINEMENT_FIELDS.filter((f) => !STATS_ONLY_FIELDS.includes(f)),
  "series",
  "dealership_slug",
  "location_slug",
];
const SMALL_CACHE = 16;
const MIN_CAPACITY = 64;

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  if (cache.size >= SMALL_CACHE) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

function clearBit(bits: Bitset, doc: number): void {
  bits[doc >>> 5] = (bits[doc >>> 5] as number) & ~(1 << (doc & 31));
}

/**
 * Every index of one site's cars. Built once from the stock, then edited car by car
 * (`apply`): each car holds a document number (freed numbers are reused), and adding,
 * changing or removing a car touches only that car's entries, whatever the site's size.
 */
export class SiteIndex {
  /** Cars in the index. */
  n = 0;
  /** Document numbers available before the arrays grow. */
  capacity: number;
  /** doc → car (undefined for a free number). */
  readonly cars: Array<Car | undefined> = [];
  private docOf: Map<string, number>;
  private readonly free: number[] = [];
  /** The docs holding a car. */
  all: Bitset;
  /** status in_stock or coming_soon. */
  listedStatus: Bitset;
  /** show_on_dealer_website is not false. */
  shown: Bitset;
  positivePrice: Bitset;
  /** Sold cars by minus their sold date: the most recent first. */
  private sold = new SortedPairs([]);
  /** While building from scratch: sales to sort once at the end. */
  private pendingSold: Array<[number, number]> | null = [];
  private readonly soldAt = new Map<number, number>();
  private readonly text: TextIndex;
  private readonly fields = new Map<string, FieldIndex>();
  private readonly numerics = new Map<string, NumericIndex>();
  private readonly sorts = new Map<string, SortIndex>();
  private readonly baseCache = new Map<string, Bitset>();
  private readonly textCache = new Map<string, Bitset | null>();
  /** A facet's counts (and stats) over a set of cars, by the set's key; cleared on every change. */
  private readonly facetCache = new Map<string, FacetCounts>();
  /** Entries of `facetCache` kept (0: off). */
  facetCacheLimit = DEFAULT_FACET_CACHE;
  private readonly scratch: ScratchSpace;
  private byId: Uint32Array | null = null;

  constructor(cars: readonly Car[]) {
    this.capacity = Math.max(MIN_CAPACITY, cars.length);
    this.scratch = new ScratchSpace(this.capacity);
    this.all = emptyBits(this.capacity);
    this.listedStatus = emptyBits(this.capacity);
    this.shown = emptyBits(this.capacity);
    this.positivePrice = emptyBits(this.capacity);
    this.text = new TextIndex(this.capacity);
    for (const f of EAGER_FIELDS) this.fields.set(f, new FieldIndex(f, this.capacity));
    // A repeated id keeps the last car in the place of its first, as a map of upserts would.
    const unique: Car[] = [];
    const at = new Map<string, number>();
    for (const car of cars) {
      const i = at.get(car.id);
      if (i === undefined) {
        at.set(car.id, unique.length);
        unique.push(car);
      } else unique[i] = car;
    }
    this.docOf = at;
    // Field by field over every car (each index built at its final size), not car by car.
    for (let doc = 0; doc < unique.length; doc++) this.flagDoc(doc, unique[doc] as Car);
    this.text.addAll(unique);
    for (const f of this.fields.values()) f.addAll(unique);
    this.sold = new SortedPairs(this.pendingSold ?? []);
    this.pendingSold = null;
    for (const f of RANGE_FIELDS) this.numeric(f);
    this.sort({ field: "rank", direction: "desc" });
  }

  /** The live docs ascending by car id, the hit orders' tie-break (kept until the stock changes). */
  private docsById(): Uint32Array {
    if (!this.byId) {
      const ids = this.liveDocs().map((d) => (this.cars[d] as Car).id);
      // The default sort compares UTF-16 code units, as `<` does in SortIndex.compare.
      ids.sort();
      this.byId = Uint32Array.from(ids, (id) => this.docOf.get(id) as number);
    }
    return this.byId;
  }

  /** Every car in the index (a rebuild starts again from them). */
  liveCars(): Car[] {
    return this.liveDocs().map((d) => this.cars[d] as Car);
  }

  /** Live doc numbers, ascending. */
  private liveDocs(): number[] {
    const docs: number[] = [];
    for (let d = 0; d < this.cars.length; d++) if (this.cars[d] !== undefined) docs.push(d);
    return docs;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    this.capacity = capacity;
    this.all = resizedBits(this.all, capacity);
    this.listedStatus = resizedBits(this.listedStatus, capacity);
    this.shown = resizedBits(this.shown, capacity);
    this.positivePrice = resizedBits(this.positivePrice, capacity);
    this.text.grow(capacity);
    for (const f of this.fields.values()) f.grow(capacity);
    for (const [name, numeric] of this.numerics) {
      const byDoc = new Float64Array(capacity).fill(Number.NaN);
      byDoc.set(numeric.byDoc);
      this.numerics.set(name, { pairs: numeric.pairs, byDoc });
    }
    for (const s of this.sorts.values()) s.grow(capacity);
    this.scratch.resize(capacity);
  }

  /** Adds `car` as `doc` to every index built so far (sorts and numerics only once they exist). */
  private index(doc: number, car: Car): void {
    while (doc >= this.capacity) this.grow();
    this.docOf.set(car.id, doc);
    this.flagDoc(doc, car);
    this.text.add(doc, car);
    for (const f of this.fields.values()) f.add(doc, car);
    for (const [name, { pairs, byDoc }] of this.numerics) {
      const v = rangeValueOf(car, name as RangeField);
      if (v !== null) {
        pairs.insert(v, doc);
        byDoc[doc] = v;
      }
    }
    for (const s of this.sorts.values()) s.insert(doc);
  }

  /** Holds `car` as `doc` in the site-wide sets: live, listed, shown, priced, sold. */
  private flagDoc(doc: number, car: Car): void {
    this.cars[doc] = car;
    this.n++;
    setBit(this.all, doc);
    if (car.status === "in_stock" || car.status === "coming_soon") setBit(this.listedStatus, doc);
    if (car.show_on_dealer_website !== false) setBit(this.shown, doc);
    if (car.price != null && car.price > 0) setBit(this.positivePrice, doc);
    if (car.sold_date_timestamp != null) {
      if (this.pendingSold) this.pendingSold.push([-car.sold_date_timestamp, doc]);
      else this.sold.insert(-car.sold_date_timestamp, doc);
      this.soldAt.set(doc, car.sold_date_timestamp);
    }
  }

  /** Takes `doc` out of every index; its car stays in `cars` until replaced or freed. */
  private unindex(doc: number): void {
    const car = this.cars[doc] as Car;
    this.docOf.delete(car.id);
    this.n--;
    clearBit(this.all, doc);
    clearBit(this.listedStatus, doc);
    clearBit(this.shown, doc);
    clearBit(this.positivePrice, doc);
    const soldAt = this.soldAt.get(doc);
    if (soldAt !== undefined) {
      this.sold.remove(-soldAt, doc);
      this.soldAt.delete(doc);
    }
    this.text.remove(doc, car);
    for (const f of this.fields.values()) f.remove(doc);
    for (const { pairs, byDoc } of this.numerics.values()) {
      const v = byDoc[doc] as number;
      if (!Number.isNaN(v)) {
        pairs.remove(v, doc);
        byDoc[doc] = Number.NaN;
      }
    }
    for (const s of this.sorts.values()) s.remove(doc);
  }

  /** Replaces the car of `doc` (same id), editing only the entries whose values changed. */
  private replace(doc: number, car: Car): void {
    const before = this.cars[doc] as Car;
    this.cars[doc] = car;
    const flag = (bits: Bitset, on: boolean) => (on ? setBit(bits, doc) : clearBit(bits, doc));
    flag(this.listedStatus, car.status === "in_stock" || car.status === "coming_soon");
    flag(this.shown, car.show_on_dealer_website !== false);
    flag(this.positivePrice, car.price != null && car.price > 0);
    if (before.sold_date_timestamp !== car.sold_date_timestamp) {
      const soldAt = this.soldAt.get(doc);
      if (soldAt !== undefined) this.sold.remove(-soldAt, doc);
      this.soldAt.delete(doc);
      if (car.sold_date_timestamp != null) {
        this.sold.insert(-car.sold_date_timestamp, doc);
        this.soldAt.set(doc, car.sold_date_timestamp);
      }
    }
    this.text.replace(doc, before, car);
    for (const f of this.fields.values()) f.replace(doc, car);
    for (const [name, { pairs, byDoc }] of this.numerics) {
      const old = byDoc[doc] as number;
      const v = rangeValueOf(car, name as RangeField) ?? Number.NaN;
      if (v === old || (Number.isNaN(v) && Number.isNaN(old))) continue;
      if (!Number.isNaN(old)) pairs.remove(old, doc);
      if (!Number.isNaN(v)) pairs.insert(v, doc);
      byDoc[doc] = v;
    }
    for (const s of this.sorts.values()) s.update(doc);
  }

  /**
   * Adds or replaces `upserts` (by id) and removes `removedIds`, in time proportional to
   * the change. Synchronous, so no search runs between its first and last edit.
   */
  apply(upserts: readonly Car[], removedIds: readonly string[]): void {
    for (const id of removedIds) {
      const doc = this.docOf.get(id);
      if (doc === undefined) continue;
      this.unindex(doc);
      this.cars[doc] = undefined;
      this.free.push(doc);
    }
    for (const car of upserts) {
      const existing = this.docOf.get(car.id);
      if (existing !== undefined) this.replace(existing, car);
      else this.index(this.free.pop() ?? this.cars.length, car);
    }
    this.byId = null;
    // Cheap to recompute (word operations over bitsets), and a word's typo fallback
    // depends on the whole vocabulary, so derived sets start again.
    this.baseCache.clear();
    this.textCache.clear();
    this.facetCache.clear();
  }

  /** The categorical index of a field, built on first use and kept up to date after. */
  field(name: string): FieldIndex {
    let index = this.fields.get(name);
    if (!index) {
      index = new FieldIndex(name, this.capacity);
      for (const d of this.liveDocs()) index.add(d, this.cars[d] as Car);
      this.fields.set(name, index);
    }
    return index;
  }

  numeric(name: RangeField): NumericIndex {
    let index = this.numerics.get(name);
    if (!index) {
      index = buildNumericIndex(this.cars, this.n, this.capacity, name);
      this.numerics.set(name, index);
    }
    return index;
  }

  /** Hit order for a sort: key in its direction, missing keys last, then car id ascending. */
  sort(order: SortOrder): SortIndex {
    const key = `${order.field}:${order.direction}`;
    let index = this.sorts.get(key);
    if (!index) {
      index = new SortIndex(order, this.cars, this.capacity, this.docsById());
      this.sorts.set(key, index);
    }
    return index;
  }

  /** A reusable doc list of the index's capacity (ScratchSpace): done with before the next query. */
  scratchList(slot: number): Uint32Array {
    return this.scratch.list(slot);
  }

  /** A reusable bitset of the index's capacity, contents undefined (ScratchSpace). */
  scratchBits(slot: number): Bitset {
    return this.scratch.bits(slot);
  }

  /** Cars in [min, max] of a numeric field (cars without a value never match). */
  rangeBits(name: RangeField, range: NumericRange, into?: Bitset): Bitset {
    return numericRangeBits(this.numeric(name), range, this.capacity, into);
  }

  /** The docs of some car ids into `into` (its contents replaced); ids not in the index are ignored. */
  idBits(ids: readonly string[], into: Bitset): Bitset {
    into.fill(0);
    for (const id of ids) {
      const doc = this.docOf.get(id);
      if (doc !== undefined) setBit(into, doc);
    }
    return into;
  }

  /** §7 dealer stock filter as bits (cached until the stock changes). */
  baseBits(filter: DealerStockFilter): Bitset {
    return remember(this.baseCache, JSON.stringify(filter), () => {
      const bits = this.listedStatus.slice();
      const { values, docs } = this.sold;
      for (let i = 0; i < this.sold.length && -(values[i] as number) > filter.soldSince; i++) {
        setBit(bits, docs[i] as number);
      }
      andInto(bits, this.shown);
      if (filter.carTypes !== null)
        andInto(bits, refinementBits(this.field("car_type"), filter.carTypes, this.capacity));
      if (filter.hiddenMakes.length > 0) {
        const makes = this.field("make");
        const hidden = makes.values.slice(1).filter((m) => isHiddenMake(m, filter.hiddenMakes));
        andNotInto(bits, refinementBits(makes, hidden, this.capacity));
      }
      if (filter.hiddenStockNumbers.length > 0) {
        andNotInto(
          bits,
          refinementBits(this.field("stocknum"), filter.hiddenStockNumbers, this.capacity),
        );
      }
      return bits;
    });
  }

  /**
   * A facet's counts over a set of cars: the bare page and its common refinements (a car
   * type, a sort, a deeper page) count over the same few sets, so they are counted once
   * per stock change.
   */
  facetCounts(key: string, count: () => FacetCounts): FacetCounts {
    if (this.facetCacheLimit <= 0) return count();
    const hit = this.facetCache.get(key);
    if (hit) return hit;
    const counted = count();
    if (this.facetCache.size >= this.facetCacheLimit)
      this.facetCache.delete(this.facetCache.keys().next().value as string);
    this.facetCache.set(key, counted);
    return counted;
  }

  /** Issue 14 §3 keyword search: the cars matching every typed word (null: no words). */
  textBits(query: string): Bitset | null {
    const key = query.toLowerCase();
    if (this.textCache.has(key)) return this.textCache.get(key) ?? null;
    const bits = this.text.matching(query);
    if (this.textCache.size >= SMALL_CACHE)
      this.textCache.delete(this.textCache.keys().next().value as string);
    this.textCache.set(key, bits);
    return bits;
  }

  isNumericFacet(name: string): name is RangeField {
    return isRangeField(name);
  }
}
