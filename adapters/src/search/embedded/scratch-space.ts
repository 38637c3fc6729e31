import { type Bitset, emptyBits } from "./bitset";

/**
 * Working arrays of an index's capacity kept for reuse between queries, by slot. Allocating (and
 * zeroing) a doc list per facet per query cost more than the counting, and fresh bitsets of
 * 125 KB each at a million cars were short-lived off-heap memory that drew full collections of
 * the whole heap (the cars with it) into the queries' tail. Contents are undefined on loan; a
 * caller must be done with a slot before the next query.
 */
export class ScratchSpace {
  private lists: Uint32Array[] = [];
  private sets: Bitset[] = [];

  constructor(private capacity: number) {}

  /** The index grew: later loans are of the new capacity. */
  resize(capacity: number): void {
    this.capacity = capacity;
    this.lists = [];
    this.sets = [];
  }

  list(slot: number): Uint32Array {
    let list = this.lists[slot];
    if (!list) {
      list = new Uint32Array(this.capacity);
      this.lists[slot] = list;
    }
    return list;
  }

  bits(slot: number): Bitset {
    let bits = this.sets[slot];
    if (!bits) {
      bits = emptyBits(this.capacity);
      this.sets[slot] = bits;
    }
    return bits;
  }
}
