import { type Bitset, emptyBits, orInto, setBit } from "./bitset";

/**
 * Growable sorted lists of document numbers, the parts of the embedded index that a
 * change to one car edits in place: an insert or removal moves the tail of one list
 * (a memmove), never the whole site.
 */

function lowerBoundDocs(data: Uint32Array, length: number, doc: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((data[mid] as number) < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Docs in ascending order. */
export class DocList {
  data: Uint32Array;
  length = 0;

  constructor(initial = 4) {
    this.data = new Uint32Array(initial);
  }

  insert(doc: number): void {
    // A build adds docs in ascending order: appending needs no search.
    const last = this.length === 0 ? -1 : (this.data[this.length - 1] as number);
    const at = doc > last ? this.length : lowerBoundDocs(this.data, this.length, doc);
    if (at < this.length && this.data[at] === doc) return;
    if (this.length === this.data.length) {
      const grown = new Uint32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data.copyWithin(at + 1, at, this.length);
    this.data[at] = doc;
    this.length++;
  }

  remove(doc: number): void {
    const at = lowerBoundDocs(this.data, this.length, doc);
    if (at >= this.length || this.data[at] !== doc) return;
    this.data.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}

/**
 * The cars holding one value: a sorted list while the value is rare, a bitset once it
 * holds over 1/32 of the capacity (OR-ing words then beats setting bits). A value that
 * turns common stays a bitset.
 */
export class Posting {
  size = 0;
  list: DocList | null = new DocList();
  bits: Bitset | null = null;

  /**
   * An empty Posting for `size` docs to come (`append`): a bitset from the start when they
   * will be over 1/32 of the capacity, as adding them one by one would end, else a list of
   * that length.
   */
  static sized(size: number, capacity: number): Posting {
    const posting = new Posting();
    if (size * 32 > capacity) {
      posting.bits = emptyBits(capacity);
      posting.list = null;
    } else posting.list = new DocList(Math.max(4, size));
    return posting;
  }

  /**
   * `add` for a doc above every doc it holds (a build adds docs in ascending order): no
   * search and no duplicate check.
   */
  append(doc: number, capacity: number): void {
    this.size++;
    if (this.bits) {
      setBit(this.bits, doc);
      return;
    }
    const list = this.list as DocList;
    if (list.length === list.data.length) {
      const grown = new Uint32Array(list.data.length * 2);
      grown.set(list.data);
      list.data = grown;
    }
    list.data[list.length++] = doc;
    if (list.length * 32 > capacity) this.toBits(capacity);
  }

  add(doc: number, capacity: number): void {
    this.size++;
    if (this.bits) {
      setBit(this.bits, doc);
      return;
    }
    const list = this.list as DocList;
    list.insert(doc);
    if (list.length * 32 > capacity) this.toBits(capacity);
  }

  private toBits(capacity: number): void {
    const list = this.list as DocList;
    this.bits = emptyBits(capacity);
    for (let i = 0; i < list.length; i++) setBit(this.bits, list.data[i] as number);
    this.list = null;
  }

  remove(doc: number): void {
    this.size--;
    if (this.bits) {
      const w = doc >>> 5;
      this.bits[w] = (this.bits[w] as number) & ~(1 << (doc & 31));
    } else this.list?.remove(doc);
  }

  has(doc: number): boolean {
    if (this.bits) return ((this.bits[doc >>> 5] as number) & (1 << (doc & 31))) !== 0;
    const list = this.list as DocList;
    const at = lowerBoundDocs(list.data, list.length, doc);
    return at < list.length && list.data[at] === doc;
  }

  /** target |= this value's cars. */
  orInto(target: Bitset): void {
    if (this.bits) {
      orInto(target, this.bits);
      return;
    }
    const list = this.list as DocList;
    for (let i = 0; i < list.length; i++) {
      const doc = list.data[i] as number;
      target[doc >>> 5] = (target[doc >>> 5] as number) | (1 << (doc & 31));
    }
  }

  grow(capacity: number): void {
    if (this.bits) this.bits = resizedBits(this.bits, capacity);
  }
}

/** A bitset widened to `capacity` bits (the new bits clear). */
export function resizedBits(bits: Bitset, capacity: number): Bitset {
  const grown = emptyBits(capacity);
  grown.set(bits.subarray(0, Math.min(bits.length, grown.length)));
  return grown;
}

/** (value, doc) pairs ascending by value then doc: range filters, min/max, recent sales. */
export class SortedPairs {
  values: Float64Array;
  docs: Uint32Array;
  length: number;

  constructor(pairs: Array<[number, number]>) {
    pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    this.length = pairs.length;
    this.values = new Float64Array(Math.max(4, pairs.length));
    this.docs = new Uint32Array(Math.max(4, pairs.length));
    for (let i = 0; i < pairs.length; i++) {
      const [v, d] = pairs[i] as [number, number];
      this.values[i] = v;
      this.docs[i] = d;
    }
  }

  /**
   * The pairs (values[i], docs[i]) in order, without a comparator: each pair becomes one
   * number, (rank of its value) · span + doc, and a Float64Array sorts those natively (a
   * million tuples sorted through a comparator took seconds and left a million arrays).
   */
  static fromColumns(values: Float64Array, docs: Uint32Array): SortedPairs {
    const m = values.length;
    const distinct = values.slice().sort();
    let u = 0;
    for (let i = 0; i < m; i++)
      if (u === 0 || distinct[i] !== distinct[u - 1]) distinct[u++] = distinct[i] as number;
    let span = 1;
    for (let i = 0; i < m; i++) span = Math.max(span, (docs[i] as number) + 1);
    const packed = new Float64Array(m);
    for (let i = 0; i < m; i++) {
      const v = values[i] as number;
      let lo = 0;
      let hi = u;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((distinct[mid] as number) < v) lo = mid + 1;
        else hi = mid;
      }
      packed[i] = lo * span + (docs[i] as number);
    }
    packed.sort();
    const pairs = new SortedPairs([]);
    pairs.values = new Float64Array(Math.max(4, m));
    pairs.docs = new Uint32Array(Math.max(4, m));
    for (let i = 0; i < m; i++) {
      const p = packed[i] as number;
      const rank = Math.floor(p / span);
      pairs.values[i] = distinct[rank] as number;
      pairs.docs[i] = p - rank * span;
    }
    pairs.length = m;
    return pairs;
  }

  /** First index whose pair is not before (value, doc). */
  private lowerBound(value: number, doc: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.values[mid] as number;
      if (v < value || (v === value && (this.docs[mid] as number) < doc)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(value: number, doc: number): void {
    const at = this.lowerBound(value, doc);
    if (this.length === this.values.length) {
      const values = new Float64Array(this.values.length * 2);
      values.set(this.values);
      this.values = values;
      const docs = new Uint32Array(this.docs.length * 2);
      docs.set(this.docs);
      this.docs = docs;
    }
    this.values.copyWithin(at + 1, at, this.length);
    this.docs.copyWithin(at + 1, at, this.length);
    this.values[at] = value;
    this.docs[at] = doc;
    this.length++;
  }

  remove(value: number, doc: number): void {
    const at = this.lowerBound(value, doc);
    if (at >= this.length || this.values[at] !== value || this.docs[at] !== doc) return;
    this.values.copyWithin(at, at + 1, this.length);
    this.docs.copyWithin(at, at + 1, this.length);
    this.length--;
  }
}
