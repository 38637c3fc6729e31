import type { SearchState } from "../schemas/search-state";
import type { SearchUrlSite } from "../search/search-path";
import { formatSearchUrl } from "../search/search-url";
import type { SearchVocabulary } from "../search/search-vocabulary";

/** The longest search kept for the zero-result list; longer ones are cut. */
export const MAX_SEARCH_KEY_LENGTH = 200;

/** A word that may identify a person: an e-mail address, or a run of 6+ digits (a phone number). */
const PERSONAL = /[^\s]*@[^\s]*|\+?\d[\d ()-]{4,}\d/g;

/** A keyword with anything that looks like an e-mail address or phone number replaced by "…". */
export function scrubSearchWords(words: string): string {
  return words.toLowerCase().replace(PERSONAL, "…").replace(/\s+/g, " ").trim();
}

/**
 * What the zero-result list keeps of a search with no results (issue 17 §3 Insights): the search
 * page's address for it, first page and default sort, its keyword lower-cased and with anything
 * that looks like an e-mail address or phone number replaced by "…" — no personal data is kept.
 */
export function zeroResultSearchKey(
  state: SearchState,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary = {},
): string {
  const scrubbed: SearchState = {
    ...state,
    page: 1,
    sortBy: null,
    query: scrubSearchWords(state.query),
  };
  return formatSearchUrl(scrubbed, site, vocabulary).slice(0, MAX_SEARCH_KEY_LENGTH);
}
