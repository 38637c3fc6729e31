import type { SearchVocabulary } from "@forecourt/core";

/** A site's vocabulary as kept in the process: when it was searched, and the search's answer. */
export type KeptVocabulary = { at: number; vocabulary: Promise<Required<SearchVocabulary>> };

// Next may evaluate a module more than once (route handlers, pages): one map per process, on
// globalThis. Apart from stock-vocabulary.ts, so that the platform (which drops entries when stock
// or settings change) and the vocabulary (which searches through the platform) need not import
// each other.
const holder = globalThis as typeof globalThis & {
  __forecourtVocabulary?: Map<string, KeptVocabulary>;
};
holder.__forecourtVocabulary ??= new Map();

/** Each site's kept vocabulary, by site slug (stock-vocabulary.ts fills it). */
export const keptVocabulary: Map<string, KeptVocabulary> = holder.__forecourtVocabulary;

/** Forgets the vocabulary of these sites (all sites when none are named). */
export function forgetStockVocabulary(sites: readonly string[] = []): void {
  if (sites.length === 0) keptVocabulary.clear();
  for (const site of sites) keptVocabulary.delete(site);
}
