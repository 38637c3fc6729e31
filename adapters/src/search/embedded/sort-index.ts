import { type Car, type SortOrder, sortKeyOf } from "@forecourt/core";

/**
 * One hit order of a site: docs in order (key in its direction, missing keys last, then
 * car id ascending) and each doc's position in it. A changed car is taken out and put
 * back at its binary-searched place; only the positions between move.
 */
export class SortIndex {
  order: Uint32Array;
  position: Uint32Array;
  private keys: Float64Array;
  length = 0;

  /** `docsById`: the live docs ascending by car id (the tie-break order). */
  constructor(
    private readonly sortOrder: SortOrder,
    private readonly cars: ReadonlyArray<Car | undefined>,
    capacity: number,
    docsById: Uint32Array,
  ) {
    this.order = new Uint32Array(capacity);
    this.position = new Uint32Array(capacity);
    this.keys = new Float64Array(capacity).fill(Number.NaN);
    const n = docsById.length;
    for (let i = 0; i < n; i++) {
      const d = docsById[i] as number;
      this.keys[d] = this.keyOf(d);
    }
    // Sorting a million docs through a comparator (and comparing ids as strings on each tie)
    // took seconds. Instead each doc becomes one number, (rank of its key) · n + (rank of its
    // id), and a Float64Array sorts those natively: the same order as `compare`.
    const distinct = distinctKeys(this.keys, docsById);
    const u = distinct.length;
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const k = this.keys[docsById[i] as number] as number;
      const r = Number.isNaN(k)
        ? u
        : this.sortOrder.direction === "asc"
          ? lowerBound(distinct, k)
          : u - 1 - lowerBound(distinct, k);
      packed[i] = r * n + i;
    }
    packed.sort();
    for (let i = 0; i < n; i++) {
      const d = docsById[(packed[i] as number) % n] as number;
      this.order[i] = d;
      this.position[d] = i;
    }
    this.length = n;
  }

  private keyOf(doc: number): number {
    return sortKeyOf(this.cars[doc] as Car, this.sortOrder.field) ?? Number.NaN;
  }

  private compare(a: number, b: number): number {
    const ka = this.keys[a] as number;
    const kb = this.keys[b] as number;
    const na = Number.isNaN(ka);
    const nb = Number.isNaN(kb);
    if (na !== nb) return na ? 1 : -1;
    if (!na && ka !== kb) return this.sortOrder.direction === "asc" ? ka - kb : kb - ka;
    const ia = (this.cars[a] as Car).id;
    const ib = (this.cars[b] as Car).id;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  }

  private renumber(from: number, to: number): void {
    for (let i = from; i < to; i++) this.position[this.order[i] as number] = i;
  }

  /** Places a doc whose car is already in `cars`. */
  insert(doc: number): void {
    this.keys[doc] = this.keyOf(doc);
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.order[mid] as number, doc) < 0) lo = mid + 1;
      else hi = mid;
    }
    this.order.copyWithin(lo + 1, lo, this.length);
    this.order[lo] = doc;
    this.length++;
    this.renumber(lo, this.length);
  }

  remove(doc: number): void {
    const at = this.position[doc] as number;
    if (at >= this.length || this.order[at] !== doc) return;
    this.order.copyWithin(at, at + 1, this.length);
    this.length--;
    this.renumber(at, this.length);
    this.keys[doc] = Number.NaN;
  }

  /** Moves a doc whose car was replaced in `cars`, unless its sort key is unchanged. */
  update(doc: number): void {
    const key = this.keyOf(doc);
    const old = this.keys[doc] as number;
    if (key === old || (Number.isNaN(key) && Number.isNaN(old))) return;
    this.remove(doc);
    this.insert(doc);
  }

  grow(capacity: number): void {
    const order = new Uint32Array(capacity);
    order.set(this.order);
    this.order = order;
    const position = new Uint32Array(capacity);
    position.set(this.position);
    this.position = position;
    const keys = new Float64Array(capacity).fill(Number.NaN);
    keys.set(this.keys);
    this.keys = keys;
  }
}

/** The different keys (NaN left out) of `docs`, ascending. */
function distinctKeys(keys: Float64Array, docs: Uint32Array): Float64Array {
  const present = new Float64Array(docs.length);
  let m = 0;
  for (let i = 0; i < docs.length; i++) {
    const k = keys[docs[i] as number] as number;
    if (!Number.isNaN(k)) present[m++] = k;
  }
  const sorted = present.subarray(0, m).sort();
  let u = 0;
  for (let i = 0; i < m; i++) {
    if (u === 0 || sorted[i] !== sorted[u - 1]) sorted[u++] = sorted[i] as number;
  }
  return sorted.slice(0, u);
}

function lowerBound(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
