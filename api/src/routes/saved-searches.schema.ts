import { SavedSearchRequest } from "@forecourt/core";
import { z } from "@hono/zod-openapi";
import { idText } from "./text.schema";

/** POST /api/saved-searches: the address of the search page being shown (issue 14 §3). */
export const SaveSearchBody = z
  .object({
    // Core's rule for the address, so the web's form and the API refuse the same ones.
    href: SavedSearchRequest.shape.href,
  })
  .openapi("SaveSearchBody", { example: { href: "/search/used-cars/toyota?query=sr5" } });

export const SavedSearchIdParam = z.object({
  id: idText("Saved search id", 100).openapi({ param: { name: "id", in: "path" } }),
});

/** One saved search as the shopper sees it; `new_text` says how many cars are new since their last visit. */
export const SavedSearchView = z
  .object({
    id: z.string(),
    href: z.string(),
    label: z.string(),
    created_at: z.string(),
    last_seen_at: z.string(),
    new_count: z.number().int().nullable(),
    new_text: z.string().nullable(),
  })
  .openapi("SavedSearch");
export type SavedSearchView = z.infer<typeof SavedSearchView>;

export const SavedSearchSaved = z
  .object({ saved_search: SavedSearchView, created: z.boolean() })
  .openapi("SavedSearchSaved");

export const SavedSearchList = z
  .object({ saved_searches: z.array(SavedSearchView) })
  .openapi("SavedSearchList");
