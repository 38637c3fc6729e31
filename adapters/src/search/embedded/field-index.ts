import { type Car, facetValuesReader } from "@forecourt/core";
import { type Bitset, emptyBits } from "./bitset";
import { Posting } from "./doc-list";

type Codes = Uint8Array | Uint16Array | Uint32Array;

function codesFor(values: number, capacity: number): Codes {
  return values <= 0xff
    ? new Uint8Array(capacity)
    : values <= 0xffff
      ? new Uint16Array(capacity)
      : new Uint32Array(capacity);
}

/**
 * A categorical field of one site, edited car by car: a dictionary of values, the cars
 * of each value (Posting), and doc → value code for counting, in the narrowest array
 * that fits (less memory to stream per facet). Code 0 means no value, so counting
 * needs no branch. A car's further values (multi-valued fields) sit in `extra`.
 * Values come from core facetValuesReader (facetValuesOf), the shared definition.
 */
export class FieldIndex {
  /** Code → value; code 0 is "no value". */
  readonly values: string[] = [""];
  readonly idOf = new Map<string, number>();
  /** Code → its cars (index 0 unused). */
  readonly postings: Posting[] = [new Posting()];
  codes: Codes;
  /** Docs holding more than one value: the codes after the first. */
  readonly extra = new Map<number, number[]>();
  private readonly valuesOf: (car: Car) => readonly string[];

  constructor(
    readonly name: string,
    private capacity: number,
  ) {
    this.codes = codesFor(1, capacity);
    this.valuesOf = facetValuesReader(name);
  }

  /**
   * Indexes `cars` as docs 0, 1, 2… of an empty index in one pass: each car's codes first,
   * then every value's Posting made at its final size and filled in doc order (adding car
   * by car grew each list many times and searched it on every add).
   */
  addAll(cars: readonly Car[]): void {
    const n = cars.length;
    const first = new Uint32Array(n);
    for (let doc = 0; doc < n; doc++) {
      const values = this.valuesOf(cars[doc] as Car);
      if (values.length === 0) continue;
      first[doc] = this.codeOf(values[0] as string);
      if (values.length > 1)
        this.extra.set(
          doc,
          values.slice(1).map((v) => this.codeOf(v)),
        );
    }
    const sizes = new Uint32Array(this.values.length);
    const count = (c: number) => {
      sizes[c] = (sizes[c] as number) + 1;
    };
    for (let doc = 0; doc < n; doc++) count(first[doc] as number);
    for (const more of this.extra.values()) for (const c of more) count(c);
    for (let c = 1; c < this.values.length; c++)
      this.postings[c] = Posting.sized(sizes[c] as number, this.capacity);
    const postings = this.postings;
    const multi = this.extra.size > 0;
    for (let doc = 0; doc < n; doc++) {
      const c = first[doc] as number;
      if (c === 0) continue;
      (postings[c] as Posting).append(doc, this.capacity);
      if (multi) {
        const more = this.extra.get(doc);
        if (more) for (const m of more) (postings[m] as Posting).append(doc, this.capacity);
      }
    }
    const codes = codesFor(this.values.length, this.capacity);
    codes.set(first);
    this.codes = codes;
  }

  private codeOf(value: string): number {
    let id = this.idOf.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.idOf.set(value, id);
      this.values.push(value);
      this.postings.push(new Posting());
      const widest =
        this.codes.BYTES_PER_ELEMENT === 1
          ? 0xff
          : this.codes.BYTES_PER_ELEMENT === 2
            ? 0xffff
            : Number.POSITIVE_INFINITY;
      if (id > widest) {
        const wider = codesFor(this.values.length, this.capacity);
        wider.set(this.codes);
        this.codes = wider;
      }
    }
    return id;
  }

  add(doc: number, car: Car): void {
    const values = this.valuesOf(car);
    if (values.length === 0) return;
    const codes = values.map((v) => this.codeOf(v));
    for (const c of codes) (this.postings[c] as Posting).add(doc, this.capacity);
    this.codes[doc] = codes[0] as number;
    if (codes.length > 1) this.extra.set(doc, codes.slice(1));
  }

  remove(doc: number): void {
    const first = this.codes[doc] as number;
    if (first === 0) return;
    (this.postings[first] as Posting).remove(doc);
    this.codes[doc] = 0;
    const more = this.extra.get(doc);
    if (more) {
      for (const c of more) (this.postings[c] as Posting).remove(doc);
      this.extra.delete(doc);
    }
  }

  /** Re-indexes `doc` for `car` unless its values are the ones it already holds. */
  replace(doc: number, car: Car): void {
    const next = this.valuesOf(car);
    const first = this.codes[doc] as number;
    const more = this.extra.get(doc) ?? [];
    const current = first === 0 ? [] : [first, ...more].map((c) => this.values[c] as string);
    if (current.length === next.length && current.every((v, i) => v === next[i])) return;
    this.remove(doc);
    this.add(doc, car);
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    const codes = codesFor(this.values.length, capacity);
    codes.set(this.codes);
    this.codes = codes;
    for (const p of this.postings) p.grow(capacity);
  }

  /** Cars over the whole site holding value `code` (for counting by complement). */
  total(code: number): number {
    return (this.postings[code] as Posting).size;
  }
}

/** Bits of the cars holding any of `values` (a refinement: OR within a facet). */
export function refinementBits(
  field: FieldIndex,
  values: readonly string[],
  capacity: number,
  into?: Bitset,
): Bitset {
  const bits = into ? into.fill(0) : emptyBits(capacity);
  for (const v of values) {
    const id = field.idOf.get(v);
    if (id !== undefined) (field.postings[id] as Posting).orInto(bits);
  }
  return bits;
}
