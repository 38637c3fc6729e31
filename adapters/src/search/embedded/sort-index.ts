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

  constructor(
    private readonly sortOrder: SortOrder,
    private readonly cars: ReadonlyArray<Car | undefined>,
    capacity: number,
    docs: readonly number[],
  ) {
    this.order = new Uint32Array(capacity);
    this.position = new Uint32Array(capacity);
    this.keys = new Float64Array(capacity).fill(Number.NaN);
    for (const d of docs) this.keys[d] = this.keyOf(d);
    const sorted = Uint32Array.from(docs).sort((a, b) => this.compare(a, b));
    this.order.set(sorted);
    this.length = sorted.length;
    for (let i = 0; i < sorted.length; i++) this.position[sorted[i] as number] = i;
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
