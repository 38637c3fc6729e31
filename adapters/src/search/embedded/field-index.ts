import { type Car, facetValuesOf } from "@forecourt/core";
import { type Bitset, emptyBits, fromList, orInto, orList } from "./bitset";

/**
 * A categorical field of one site: a dictionary of values, a posting list per
 * value (and a bitset for values common enough that OR-ing words beats setting
 * bits), and doc → value codes for counting (flat when every car has at most one
 * value, CSR otherwise). Values come from core facetValuesOf, the shared definition.
 */
export interface FieldIndex {
  values: string[];
  idOf: Map<string, number>;
  postings: Uint32Array[];
  /** The value's cars as bits when it has over n/32 of them, else null. */
  dense: Array<Bitset | null>;
  /**
   * doc → value id, `values.length` for none (so counting needs no branch), in the
   * narrowest array that fits (less memory to stream per facet); null when some
   * car has several values.
   */
  single: Uint8Array | Uint16Array | Uint32Array | null;
  /** CSR doc → values when multi-valued: values of doc d are multi[offsets[d]..offsets[d+1]). */
  offsets: Uint32Array | null;
  multi: Uint32Array | null;
  /** Cars per value over the whole site (for counting by complement). */
  totals: Int32Array;
}

export function buildFieldIndex(cars: readonly Car[], field: string): FieldIndex {
  const n = cars.length;
  const idOf = new Map<string, number>();
  const values: string[] = [];
  const perDoc: number[][] = new Array(n);
  let isMulti = false;
  let pairs = 0;
  const codeOf = (v: string) => {
    let id = idOf.get(v);
    if (id === undefined) {
      id = values.length;
      idOf.set(v, id);
      values.push(v);
    }
    return id;
  };
  for (let d = 0; d < n; d++) {
    const vs = facetValuesOf(cars[d] as Car, field);
    const codes = vs.map(codeOf);
    if (codes.length > 1) isMulti = true;
    pairs += codes.length;
    perDoc[d] = codes;
  }
  const totals = new Int32Array(values.length);
  for (const codes of perDoc) for (const c of codes) totals[c] = (totals[c] as number) + 1;
  const postings = Array.from(
    { length: values.length },
    (_, v) => new Uint32Array(totals[v] as number),
  );
  const fill = new Int32Array(values.length);
  let single: FieldIndex["single"] = null;
  let offsets: Uint32Array | null = null;
  let multi: Uint32Array | null = null;
  if (isMulti) {
    offsets = new Uint32Array(n + 1);
    multi = new Uint32Array(pairs);
  } else {
    const none = values.length;
    single = (
      none < 0xff ? new Uint8Array(n) : none < 0xffff ? new Uint16Array(n) : new Uint32Array(n)
    ).fill(none);
  }
  let at = 0;
  for (let d = 0; d < n; d++) {
    const codes = perDoc[d] as number[];
    if (offsets) offsets[d] = at;
    for (const c of codes) {
      (postings[c] as Uint32Array)[fill[c] as number] = d;
      fill[c] = (fill[c] as number) + 1;
      if (multi) multi[at++] = c;
      else if (single) single[d] = c;
    }
  }
  if (offsets) offsets[n] = at;
  const dense = postings.map((docs) => (docs.length * 32 > n ? fromList(n, docs) : null));
  return { values, idOf, postings, dense, single, offsets, multi, totals };
}

/** Bits of the cars holding any of `values` (a refinement: OR within a facet). */
export function refinementBits(field: FieldIndex, values: readonly string[], n: number): Bitset {
  const bits = emptyBits(n);
  for (const v of values) {
    const id = field.idOf.get(v);
    if (id === undefined) continue;
    const dense = field.dense[id];
    if (dense) orInto(bits, dense);
    else orList(bits, field.postings[id] as Uint32Array);
  }
  return bits;
}

/** Adds the value counts of docs[0..k) to `counts` (length values.length + 1; the last slot counts cars without a value). */
export function countInto(
  field: FieldIndex,
  docs: Uint32Array,
  k: number,
  counts: Int32Array,
): void {
  const { single, offsets, multi } = field;
  if (single) {
    for (let i = 0; i < k; i++) {
      const c = single[docs[i] as number] as number;
      counts[c] = (counts[c] as number) + 1;
    }
    return;
  }
  if (!offsets || !multi) return;
  for (let i = 0; i < k; i++) {
    const d = docs[i] as number;
    for (let j = offsets[d] as number; j < (offsets[d + 1] as number); j++) {
      const c = multi[j] as number;
      counts[c] = (counts[c] as number) + 1;
    }
  }
}
