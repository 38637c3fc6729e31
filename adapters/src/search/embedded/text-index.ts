import {
  type Car,
  carIdentifierWords,
  carKeywordWords,
  fieldWords,
  IDENTIFIER_FIELDS,
  KEYWORD_FIELDS,
  matchesWithTypo,
  searchTokens,
} from "@forecourt/core";
import { type Bitset, emptyBits, setBit } from "./bitset";
import { type DocList, Posting } from "./doc-list";

/**
 * The words of one kind (descriptive or identifier) over a site's cars: word → cars,
 * and the words in order for prefix scans. A word held by one car keeps just its doc
 * number (stock numbers and VINs are one per car; a Posting each would cost ~10× more).
 * The words held by one car when the index was built (at a million cars, two million
 * stock-number and VIN words) leave the map for a frozen table, ascending: a string and a
 * doc number each instead of a map entry besides. A later change edits the map; a frozen
 * word whose car goes is struck out (its doc becomes FREE). Words that are mostly one
 * car's (stock numbers, VINs) are collected while building as (word, doc) columns and
 * grouped by one sort at the end: a two-million-entry map cost more than the sort.
 */
const FREE = 0xffffffff;

class WordIndex {
  private postings = new Map<string, number | Posting>();
  private sorted: string[] = [];
  private frozenWords: string[] = [];
  private frozenDocs = new Uint32Array(0);
  /** While building from scratch, `sorted` is filled once at the end. */
  private bulk = true;
  /** While building: (word, doc) pairs, docs ascending, grouped by `finishBuild`. */
  private pendingWords: string[] = [];
  private pendingDocs: number[] = [];

  constructor(private capacity: number) {}

  /** While building, docs ascending: `word` is one of `doc`'s (told twice is fine). */
  addPending(doc: number, word: string): void {
    this.pendingWords.push(word);
    this.pendingDocs.push(doc);
  }

  /**
   * The pending pairs by word (one sort of their positions; a word's docs stay ascending):
   * a word of one car goes to the frozen table, a word of several cars to a Posting.
   */
  private groupPending(): { words: string[]; docs: number[] } {
    const words = this.pendingWords;
    const docs = this.pendingDocs;
    this.pendingWords = [];
    this.pendingDocs = [];
    const order = Array.from({ length: words.length }, (_, i) => i);
    order.sort((a, b) => {
      const x = words[a] as string;
      const y = words[b] as string;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    const single: { words: string[]; docs: number[] } = { words: [], docs: [] };
    for (let i = 0; i < order.length; ) {
      const word = words[order[i] as number] as string;
      const doc = docs[order[i] as number] as number;
      let j = i + 1;
      let oneCar = true;
      while (j < order.length && words[order[j] as number] === word) {
        if (docs[order[j] as number] !== doc) oneCar = false;
        j++;
      }
      if (oneCar && !this.postings.has(word)) {
        single.words.push(word);
        single.docs.push(doc);
      } else {
        const posting = this.postingOf(word);
        for (let k = i; k < j; k++) {
          const d = docs[order[k] as number] as number;
          if (!posting.has(d)) posting.add(d, this.capacity);
        }
      }
      i = j;
    }
    return single;
  }

  finishBuild(): void {
    const pending = this.groupPending();
    const single: string[] = [];
    const shared = new Map<string, number | Posting>();
    for (const [word, p] of this.postings) {
      if (typeof p === "number" || (p.size === 1 && p.list)) single.push(word);
      else shared.set(word, p);
    }
    single.sort();
    // Two ascending lists of distinct words (a pending word already in the map went to it).
    const total = single.length + pending.words.length;
    const frozenWords: string[] = new Array(total);
    const frozenDocs = new Uint32Array(total);
    let a = 0;
    let b = 0;
    for (let i = 0; i < total; i++) {
      const fromMap =
        b >= pending.words.length ||
        (a < single.length && (single[a] as string) < (pending.words[b] as string));
      if (fromMap) {
        const word = single[a++] as string;
        const p = this.postings.get(word) as number | Posting;
        frozenWords[i] = word;
        frozenDocs[i] = typeof p === "number" ? p : ((p.list as DocList).data[0] as number);
      } else {
        frozenWords[i] = pending.words[b] as string;
        frozenDocs[i] = pending.docs[b++] as number;
      }
    }
    this.frozenWords = frozenWords;
    this.frozenDocs = frozenDocs;
    this.postings = shared;
    this.sorted = [...shared.keys()].sort();
    this.bulk = false;
  }

  /**
   * While building: the word's Posting, made now if need be, so cars with the same words add
   * themselves to the same Postings without looking each word up again.
   */
  postingOf(word: string): Posting {
    const p = this.postings.get(word);
    if (typeof p === "object") return p;
    const posting = new Posting();
    if (p !== undefined) posting.add(p, this.capacity);
    this.postings.set(word, posting);
    return posting;
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
   * Indexes `cars` as docs 0, 1, 2… of an empty index, then freezes the build. A field
   * value's words are split and looked up once per distinct value (a site's many cars of
   * one model, badge and colour share them); each car is appended to its words' Postings.
   * Identifier words go to the columns sorted once at the end.
   */
  addAll(cars: readonly Car[]): void {
    const capacity = this.capacity;
    const ids = new Map<string, number>();
    const postings: Posting[] = [];
    /** Word id → the last doc appended (a word in two fields of one car counts once). */
    const last: number[] = [];
    const memos = KEYWORD_FIELDS.map(() => new Map<unknown, number[]>());
    const idOf = (word: string): number => {
      let id = ids.get(word);
      if (id === undefined) {
        id = postings.length;
        ids.set(word, id);
        postings.push(this.keywords.postingOf(word));
        last.push(-1);
      }
      return id;
    };
    for (let doc = 0; doc < cars.length; doc++) {
      const car = cars[doc] as Record<string, unknown>;
      for (let f = 0; f < KEYWORD_FIELDS.length; f++) {
        const v = car[KEYWORD_FIELDS[f] as string];
        if (v == null) continue;
        const memo = memos[f] as Map<unknown, number[]>;
        let words = memo.get(v);
        if (!words) {
          words = fieldWords(v).map(idOf);
          memo.set(v, words);
        }
        for (const id of words) {
          if (last[id] === doc) continue;
          last[id] = doc;
          (postings[id] as Posting).append(doc, capacity);
        }
      }
      for (const name of IDENTIFIER_FIELDS)
        for (const w of fieldWords(car[name])) this.identifiers.addPending(doc, w);
    }
    this.finishBuild();
  }

  private finishBuild(): void {
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
