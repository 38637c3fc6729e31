import {
  type SearchVocabulary,
  type SiteConfig,
  stockVocabulary,
  vocabularyQuery,
} from "@forecourt/core";
import { cache } from "react";
import { getPlatform } from "./platform";
import { keptVocabulary as kept } from "./vocabulary-cache";

type Vocabulary = Required<SearchVocabulary>;

/**
 * Every page's menus and every search path read the vocabulary, so it is kept per site in the
 * process (vocabulary-cache.ts) rather than searched again per request. It is dropped when the
 * site's stock or settings change (lib/platform.ts) and after a minute at most: which sold cars
 * are still listed depends on the time (§4 sold visibility).
 */
const TTL_MS = 60_000;

async function searchVocabulary(site: SiteConfig): Promise<Vocabulary> {
  const platform = await getPlatform();
  return stockVocabulary(await platform.search.search(vocabularyQuery(site, new Date())));
}

/**
 * The facet values of a site's listed stock (§9): search paths resolve against it and the menus
 * built from stock list only what it holds.
 */
export const siteStockVocabulary = cache((site: SiteConfig): Promise<Vocabulary> => {
  const now = Date.now();
  const entry = kept.get(site.slug);
  if (entry && now - entry.at < TTL_MS) return entry.vocabulary;
  const vocabulary = searchVocabulary(site);
  kept.set(site.slug, { at: now, vocabulary });
  // A failed search is not kept: the next request tries again.
  vocabulary.catch(() => {
    if (kept.get(site.slug)?.vocabulary === vocabulary) kept.delete(site.slug);
  });
  return vocabulary;
});
