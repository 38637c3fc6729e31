import {
  type Car,
  carIdentifierWords,
  carKeywordWords,
  KEYWORD_FIELDS,
  matchesWithTypo,
  searchTokens,
} from "@forecourt/core";
import { type Bitset, emptyBits, setBit } from "./bitset";
import { Posting } from "./doc-list";

/**
 * The words of one kind (descriptive or identifier) over a site's cars: word → cars,
 * and the words in order for prefix scans. A word held by one car keeps just its doc
 * number (stock numbers and VINs are one per car; a Posting each would cost ~10× more).
 * The words held by one car when the index was built (at a million cars, two million
 * stock-number and VIN words) leave the map for a frozen table, ascending: a string and a
 * doc number each instead of a map entry besides. A later change edits the map; a frozen
 * word whose car goes is struck out (its doc becomes FREE).
 */
const FREE = 0xffffffff;

class WordIndex {
  private postings = new Map<string, number | Posting>();
  private sorted: string[] = [];
  private frozenWords: string[] = [];
  private frozenDocs = new Uint32Array(0);
  /** While building from scratch, `sorted` is filled once at the end. */
  private bulk = true;

  constructor(private capacity: number) {}

  finishBuild(): void {
    const single: string[] = [];
    const shared = new Map<string, number | Posting>();
    for (const [word, p] of this.postings) {
      if (typeof p === "number") single.push(word);
      else shared.set(word, p);
    }
    single.sort();
    const docs = new Uint32Array(single.length);
    for (let i = 0; i < single.length; i++)
      docs[i] = this.postings.get(single[i] as string) as number;
    this.frozenWords = single;
    this.frozenDocs = docs;
    this.postings = shared;
    this.sorted = [...shared.keys()].sort();
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
    if (p === doc || (typeof p === "object" && p.has(doc))) {
      if (typeof p === "number" || p.size <= 1) {
        this.postings.delete(word);
        const at = lowerBound(this.sorted, word);
        if (this.sorted[at] === word) this.sorted.splice(at, 1);
      } else p.remove(doc);
      return;
    }
    const at = lowerBound(this.frozenWords, word);
    if (this.frozenWords[at] === word && this.frozenDocs[at] === doc) this.frozenDocs[at] = FREE;
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
    const words = this.frozenWords;
    for (let i = lowerBound(words, prefix); i < words.length; i++) {
      if (!(words[i] as string).startsWith(prefix)) break;
      const doc = this.frozenDocs[i] as number;
      if (doc === FREE) continue;
      setBit(bits, doc);
      any = true;
    }
    return any;
  }

  /** ORs the cars of every word `typed` matches with one typo. */
  orTypo(bits: Bitset, typed: string): void {
    for (const word of this.sorted) if (matchesWithTypo(typed, word)) this.orWord(bits, word);
    const words = this.frozenWords;
    for (let i = 0; i < words.length; i++) {
      const doc = this.frozenDocs[i] as number;
      if (doc !== FREE && matchesWithTypo(typed, words[i] as string)) setBit(bits, doc);
    }
  }
}

/** Word lists kept while building (the different descriptive field sets of a site). */
const MEMO_LIMIT = 50_000;

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

  /**
   * While building, cars with the same descriptive fields (a site's many cars of one model,
   * badge and colour) share one word list: the words are split once, and the map finds
   * the same strings again at once (their hashes kept).
   */
  private memo: Map<string, string[]> | null = new Map();

  private keywordWordsOf(car: Car): string[] {
    const memo = this.memo;
    if (!memo) return carKeywordWords(car);
    let key = "";
    for (const name of KEYWORD_FIELDS)
      key += `${(car as Record<string, unknown>)[name] ?? ""}\u0001`;
    let words = memo.get(key);
    if (!words) {
      words = carKeywordWords(car);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(key, words);
    }
    return words;
  }

  finishBuild(): void {
    this.memo = null;
    this.keywords.finishBuild();
    this.identifiers.finishBuild();
  }

  add(doc: number, car: Car): void {
    for (const w of this.keywordWordsOf(car)) this.keywords.add(doc, w);
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
