import { type Bitset, cardinality, complementToList, toList } from "./bitset";
import type { Posting } from "./doc-list";
import type { FieldIndex } from "./field-index";

/**
 * A set of matching cars. Its doc list (the docs in it, or NOT in it when the set is over
 * half the site) is written only when a facet counts by walking it.
 */
export class MatchSet {
  readonly size: number;
  readonly complement: boolean;
  private listed = -1;

  /** `list`: a reusable doc list of the index's capacity (a query runs synchronously). */
  constructor(
    readonly bits: Bitset,
    private readonly all: Bitset,
    live: number,
    private readonly list: Uint32Array,
  ) {
    this.size = cardinality(bits);
    this.complement = this.size > live / 2;
  }

  /** The docs in the set (or outside it when `complement`), ascending, and how many. */
  docs(): { list: Uint32Array; length: number } {
    if (this.listed < 0)
      this.listed = this.complement
        ? complementToList(this.bits, this.all, this.list)
        : toList(this.bits, this.list);
    return { list: this.list, length: this.listed };
  }

  hasList(): boolean {
    return this.listed >= 0;
  }

  /** How many docs a walk would visit (without writing the list). */
  walkLength(live: number): number {
    return this.complement ? live - this.size : this.size;
  }
}

function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** |a ∧ b| over word-aligned bitsets. */
export function andCount(a: Bitset, b: Bitset): number {
  let total = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) total += popcount32((a[i] as number) & (b[i] as number));
  return total;
}

function postingCount(posting: Posting, bits: Bitset): number {
  if (posting.bits) return andCount(posting.bits, bits);
  const list = posting.list;
  if (!list) return 0;
  let count = 0;
  const data = list.data;
  for (let i = 0; i < list.length; i++) {
    const doc = data[i] as number;
    count += ((bits[doc >>> 5] as number) >>> (doc & 31)) & 1;
  }
  return count;
}

export type CountStrategy = "walk" | "postings";

/**
 * The cost of each way to count a field's values over `set`: walking the set's docs reads
 * one code a doc (and writes the list first); intersecting the postings costs a word per
 * common value (a bitset) plus a bit test per doc of each rare value (a list).
 */
export function cheaperStrategy(field: FieldIndex, set: MatchSet, live: number): CountStrategy {
  const words = set.bits.length;
  let postings = 0;
  for (let v = 1; v < field.postings.length; v++) {
    const p = field.postings[v] as Posting;
    postings += p.bits ? words : p.size;
  }
  const walked = set.walkLength(live);
  const walk = walked * (field.extra.size > 0 ? 2 : 1) + (set.hasList() ? 0 : words + walked);
  return postings < walk ? "postings" : "walk";
}

/** counts[v] = cars of `set` holding value code v (slot 0 unused). */
export function countValues(field: FieldIndex, set: MatchSet, strategy: CountStrategy): Int32Array {
  const counts = new Int32Array(field.values.length);
  if (strategy === "postings") {
    for (let v = 1; v < field.postings.length; v++)
      counts[v] = postingCount(field.postings[v] as Posting, set.bits);
    return counts;
  }
  const { list, length } = set.docs();
  const { codes, extra } = field;
  for (let i = 0; i < length; i++) {
    const c = codes[list[i] as number] as number;
    counts[c] = (counts[c] as number) + 1;
  }
  if (extra.size > 0)
    for (let i = 0; i < length; i++) {
      const more = extra.get(list[i] as number);
      if (more) for (const c of more) counts[c] = (counts[c] as number) + 1;
    }
  // Counting the cars outside a large set is cheaper: inside = all − outside.
  if (set.complement)
    for (let v = 1; v < counts.length; v++) counts[v] = field.total(v) - (counts[v] as number);
  counts[0] = 0;
  return counts;
}
