import type { SavedSearchRepository } from "../ports/shoppers";
import { failed, succeeded, type UseCaseResult } from "./result";
import type { SavedSearchContext } from "./save-search";

export const SAVED_SEARCH_NOT_FOUND = "We could not find that saved search.";

/** Issue 14 §3: deletes one of the signed-in shopper's saved searches (never another's). */
export async function deleteSavedSearch(
  ports: { savedSearches: Pick<SavedSearchRepository, "remove"> },
  input: { id: string },
  { site, userId }: Omit<SavedSearchContext, "now">,
): Promise<UseCaseResult<{ id: string }>> {
  const removed = await ports.savedSearches.remove(site.slug, userId, input.id);
  return removed ? succeeded({ id: input.id }) : failed("not-found", SAVED_SEARCH_NOT_FOUND);
}
