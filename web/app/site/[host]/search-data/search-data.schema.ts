import { z } from "zod";

export const SEARCH_DATA_HREF_MESSAGE = "href must be a /search/ or /used-car/ path";

/** GET /search-data?href=: the search page address the client moved to, as its bar shows it. */
export const SearchDataQuery = z.object({
  href: z
    .string({ error: SEARCH_DATA_HREF_MESSAGE })
    .max(4000, "href is too long")
    .regex(/^\/(search|used-car)\//, SEARCH_DATA_HREF_MESSAGE),
});
export type SearchDataQuery = z.infer<typeof SearchDataQuery>;
