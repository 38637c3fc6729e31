import type { SearchPort } from "../ports/search";
import type { SavedSearchRepository } from "../ports/shoppers";
import type { StockRepository } from "../ports/sites";
import type { SavedSearch } from "../schemas/shopper";
import { resolveSearchUrl } from "../search/search-url";
import {
  type SearchVocabulary,
  stockVocabulary,
  vocabularyQuery,
} from "../search/search-vocabulary";
import { buildStockQuery } from "../search/stock-query";
import { countNewSince, type NewSince } from "../shopper/saved-searches";
import { succeeded, type UseCaseResult } from "./result";
import type { SavedSearchContext } from "./save-search";

export interface ListSavedSearchesPorts {
  savedSearches: Pick<SavedSearchRepository, "list">;
  search: Pick<SearchPort, "search">;
  stock: Pick<StockRepository, "undatedFirstSeenSince">;
}

/** A saved search with the cars listed since the shopper last opened it (null: it finds nothing now). */
export type SavedSearchWithNew = SavedSearch & { newSince: NewSince | null };

/**
 * Issue 14 §3: the signed-in shopper's saved searches, newest first, each with how many cars
 * were listed since their last visit. `vocabulary` is the site's stock vocabulary where the
 * shell keeps one; without it the search is asked. It takes no input beyond who is asking.
 */
export async function listSavedSearches(
  ports: ListSavedSearchesPorts,
  _input: Record<string, never>,
  { now, site, userId, vocabulary }: SavedSearchContext & { vocabulary?: SearchVocabulary },
): Promise<UseCaseResult<SavedSearchWithNew[]>> {
  const saved = await ports.savedSearches.list(site.slug, userId);
  if (saved.length === 0) return succeeded([]);
  const words =
    vocabulary ?? stockVocabulary(await ports.search.search(vocabularyQuery(site, now)));
  return succeeded(
    await Promise.all(
      saved.map(async (search) => {
        const read = resolveSearchUrl(search.href, site, words);
        // A saved address the site no longer sells (a make gone) simply has nothing new.
        if (!read.ok) return { ...search, newSince: null };
        // Cars whose feed gave no created_at sort last: those the store first saw after the last
        // visit are looked up by id (countNewSince), never by reading every hit of the search.
        const firstSeen = await ports.stock.undatedFirstSeenSince(site.slug, search.lastSeenAt);
        const newSince = await countNewSince(
          (q) => ports.search.search(q),
          buildStockQuery(site, read.state, now),
          search.lastSeenAt,
          firstSeen,
        );
        return { ...search, newSince };
      }),
    ),
  );
}
