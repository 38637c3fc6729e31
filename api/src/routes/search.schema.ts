import { z } from "@hono/zod-openapi";

export const SEARCH_PATH_MESSAGE = "path must be a search page address starting with /";

/** GET /api/search?path=: the search page address exactly as the browser shows it. */
export const SearchQuery = z.object({
  path: z
    .string({ error: SEARCH_PATH_MESSAGE })
    .max(4000, "path is too long")
    .regex(/^\//, SEARCH_PATH_MESSAGE)
    .openapi({
      param: { name: "path", in: "query" },
      example: "/used-cars/toyota?sortBy=price_asc",
    }),
});

/** §7 stock search response: hits, pages, count, facets, ms (plus the parsed state). */
export const SearchResponse = z
  .object({
    state: z.record(z.string(), z.unknown()),
    hits: z.array(z.record(z.string(), z.unknown())),
    count: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    facets: z.record(
      z.string(),
      z.array(z.object({ label: z.string(), value: z.string(), count: z.number() })),
    ),
    ms: z.number(),
  })
  .openapi("SearchResult");
