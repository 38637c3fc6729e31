import { STOCK_MARKS } from "@forecourt/core/dealer/index";
import { z } from "@hono/zod-openapi";

/** GET /api/dealer/stock query: words, mark, visibility and page. */
export const StockQuery = z.object({
  q: z
    .string()
    .max(200)
    .optional()
    .openapi({ description: "Words in stock number, VIN, rego, year, make, model or badge" }),
  mark: z.enum(STOCK_MARKS).optional(),
  visibility: z.enum(["shown", "hidden"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const StockRow = z
  .object({
    id: z.string(),
    slug: z.string().nullable(),
    title: z.string(),
    stocknum: z.string().nullable(),
    vin: z.string().nullable(),
    price: z.number().nullable(),
    mark: z.enum(STOCK_MARKS),
    shown: z.boolean(),
    dealercomments: z.string().nullable(),
    views: z.number().int().openapi({
      description:
        "Vehicle page views: the counter GET /api/cars/{slug}/view.json counts and shows",
    }),
  })
  .openapi("DealerStockRow");

export const StockPage = z
  .object({
    rows: z.array(StockRow),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("DealerStockPage");

export const CarIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: "id", in: "path" } }),
});

/**
 * The PATCH body as documented; the handler parses it with core's StockEdit (one message naming
 * the field: price, status, comments or action).
 */
export const StockEditBody = z
  .object({
    action: z.enum(["hide", "show", "mark", "price", "comments"]),
    status: z.enum(STOCK_MARKS).optional().openapi({ description: 'With "mark"' }),
    price: z
      .union([z.number(), z.string()])
      .optional()
      .openapi({ description: 'With "price": dollars, up to 2 decimals' }),
    comments: z.string().optional().openapi({ description: 'With "comments": HTML, sanitised' }),
  })
  .openapi("DealerStockEdit", { example: { action: "price", price: "32990" } });

export const StockEdited = z.object({ row: StockRow }).openapi("DealerStockEdited");

/** The import's answer: counts and every rejected row (line, car id, field, reason). */
export const ImportResult = z
  .object({
    rows: z.number().int(),
    added: z.number().int(),
    updated: z.number().int(),
    rejected: z.array(
      z.object({
        line: z.number().int(),
        id: z.string().nullable(),
        field: z.string(),
        reason: z.string(),
      }),
    ),
  })
  .openapi("DealerStockImport");

/** Largest feed file the console uploads (the CLI has no limit); bigger feeds go through the CLI. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
