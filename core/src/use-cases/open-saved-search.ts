import type { SavedSearchRepository } from "../ports/shoppers";
import { SAVED_SEARCH_NOT_FOUND } from "./delete-saved-search";
import { failed, succeeded, type UseCaseResult } from "./result";
import type { SavedSearchContext } from "./save-search";

/**
 * Issue 14 §3: opens one of the signed-in shopper's saved searches. This visit becomes the last
 * one (cars listed before now are no longer new); the answer is the search's address.
 */
export async function openSavedSearch(
  ports: { savedSearches: Pick<SavedSearchRepository, "markSeen"> },
  input: { id: string },
  { now, site, userId }: SavedSearchContext,
): Promise<UseCaseResult<{ href: string }>> {
  const seen = await ports.savedSearches.markSeen(site.slug, userId, input.id, now);
  return seen ? succeeded({ href: seen.href }) : failed("not-found", SAVED_SEARCH_NOT_FOUND);
}
