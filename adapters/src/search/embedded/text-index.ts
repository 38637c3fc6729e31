import {
  type Car,
  carIdentifierWords,
  carKeywordWords,
  matchesWithTypo,
  searchTokens,
} from "@forecourt/core";
import { type Bitset, emptyBits, setBit } from "./bitset";
import { Posting } from "./doc-list";

/**
 * The words of one kind (descriptive or identifier) over a site's cars: word → cars,
 * and the words in order for prefix scans. A word held by one car keeps just its doc
 * number (stock numbers and VINs are one per car; a Posting each would cost ~10× more).
 */
class WordIndex {
  private readonly postings = new Map<string, number | Posting>();
  private sorted: string[] = [];
  /** While building from scratch, `sorted` is filled once at the end. */
  private bulk = true;

  constructor(private capacity: number) {}

  finishBuild(): void {
    this.sorted = [...this.postings.keys()].sort();
    this.bulk = false;
  }

  add(doc: number, word: string): void {
    const p = this.postings.get(word);
    if (p === undefined) {
      this.postings.set(word, doc);
      if (!this.bulk) this.sorted.splice(lowerBound(this.sorted, word), 0, word);
    } else if (typeof p === "number") {
      const posting = new Posting();
      posting.add(p, this.capacity);
      posting.add(doc, this.capacity);
      this.postings.set(word, posting);
    } else p.add(doc, this.capacity);
  }

  remove(doc: number, word: string): void {
    const p = this.postings.get(word);
    if (p === undefined) return;
    if (typeof p === "number" || p.size <= 1) {
      this.postings.delete(word);
      const at = lowerBound(this.sorted, word);
      if (this.sorted[at] === word) this.sorted.splice(at, 1);
    } else p.remove(doc);
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    for (const p of this.postings.values()) if (typeof p !== "number") p.grow(capacity);
  }

  private orWord(bits: Bitset, word: string): void {
    const p = this.postings.get(word);
    if (typeof p === "number") setBit(bits, p);
    else p?.orInto(bits);
  }

  /** ORs the cars of every word starting with `prefix` into `bits`; false when there is none. */
  orPrefix(bits: Bitset, prefix: string): boolean {
    let any = false;
    for (let i = lowerBound(this.sorted, prefix); i < this.sorted.length; i++) {
      const word = this.sorted[i] as string;
      if (!word.startsWith(prefix)) break;
      this.orWord(bits, word);
      any = true;
    }
    return any;
  }

  /** ORs the cars of every word `typed` matches with one typo. */
  orTypo(bits: Bitset, typed: string): void {
    for (const word of this.sorted) if (matchesWithTypo(typed, word)) this.orWord(bits, word);
  }
}

function swapWords(index: WordIndex, doc: number, before: string[], after: string[]): void {
  const keep = new Set(after);
  const had = new Set(before);
  for (const w of before) if (!keep.has(w)) index.remove(doc, w);
  for (const w of after) if (!had.has(w)) index.add(doc, w);
}

function lowerBound(sorted: readonly string[], x: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Issue 14 §3 keyword search over a site's cars (core matchesKeywords): each typed word
 * matches by prefix when some word of the stock starts with it, else a descriptive
 * word within one typo; every typed word must match.
 */
export class TextIndex {
  private readonly keywords: WordIndex;
  private readonly identifiers: WordIndex;

  constructor(private capacity: number) {
    this.keywords = new WordIndex(capacity);
    this.identifiers = new WordIndex(capacity);
  }

  finishBuild(): void {
    this.keywords.finishBuild();
    this.identifiers.finishBuild();
  }

  add(doc: number, car: Car): void {
    for (const w of carKeywordWords(car)) this.keywords.add(doc, w);
    for (const w of carIdentifierWords(car)) this.identifiers.add(doc, w);
  }

  /** Takes out the words of `car`, the car the doc held. */
  remove(doc: number, car: Car): void {
    for (const w of carKeywordWords(car)) this.keywords.remove(doc, w);
    for (const w of carIdentifierWords(car)) this.identifiers.remove(doc, w);
  }

  /** Moves `doc` from the words of `before` to those of `after`, touching only the words that differ. */
  replace(doc: number, before: Car, after: Car): void {
    swapWords(this.keywords, doc, carKeywordWords(before), carKeywordWords(after));
    swapWords(this.identifiers, doc, carIdentifierWords(before), carIdentifierWords(after));
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    this.keywords.grow(capacity);
    this.identifiers.grow(capacity);
  }

  /** The cars matching every word of `query`; null when it has no words. */
  matching(query: string): Bitset | null {
    const words = searchTokens(query);
    if (words.length === 0) return null;
    let result: Bitset | null = null;
    for (const w of words) {
      const bits = emptyBits(this.capacity);
      const byKeyword = this.keywords.orPrefix(bits, w);
      const byIdentifier = this.identifiers.orPrefix(bits, w);
      if (!byKeyword && !byIdentifier) this.keywords.orTypo(bits, w);
      if (result === null) result = bits;
      else
        for (let i = 0; i < result.length; i++)
          result[i] = (result[i] as number) & (bits[i] as number);
    }
    return result;
  }
}
