/**
 * Fixed-size bitsets over a site's document numbers (one bit per car), the
 * building block of the embedded engine's filters: AND/OR over 32-bit words is
 * ~3,000 word operations for 100k cars.
 */
export type Bitset = Uint32Array;

export function wordsFor(n: number): number {
  return (n + 31) >>> 5;
}

export function emptyBits(n: number): Bitset {
  return new Uint32Array(wordsFor(n));
}

export function setBit(bits: Bitset, doc: number): void {
  bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
}

export function hasBit(bits: Bitset, doc: number): boolean {
  return ((bits[doc >>> 5] as number) & (1 << (doc & 31))) !== 0;
}

/** Sets the bits of a sorted or unsorted list of documents. */
export function orList(bits: Bitset, docs: ArrayLike<number>): void {
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i] as number;
    bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
  }
}

/** target = source, in place (same length). */
export function copyInto(target: Bitset, source: Bitset): Bitset {
  target.set(source);
  return target;
}

/** target &= other, in place. */
export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & (other[i] as number);
}

/** target &= ~other, in place. */
export function andNotInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & ~(other[i] as number);
}

/** target |= other, in place. */
export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) | (other[i] as number);
}

function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

export function cardinality(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) total += popcount32(bits[i] as number);
  return total;
}

/** Writes the set documents in ascending order into `out`; returns how many. */
export function toList(bits: Bitset, out: Uint32Array): number {
  let k = 0;
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i] as number;
    const base = i << 5;
    while (w !== 0) {
      const t = w & -w;
      out[k++] = base + 31 - Math.clz32(t);
      w ^= t;
    }
  }
  return k;
}

/** Writes the documents of `universe` NOT in `bits` (ascending) into `out`; returns how many. */
export function complementToList(bits: Bitset, universe: Bitset, out: Uint32Array): number {
  let k = 0;
  for (let i = 0; i < bits.length; i++) {
    let w = (universe[i] as number) & ~(bits[i] as number);
    const base = i << 5;
    while (w !== 0) {
      const t = w & -w;
      out[k++] = base + 31 - Math.clz32(t);
      w ^= t;
    }
  }
  return k;
}
