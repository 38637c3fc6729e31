import { BULK_MAX_CARS, STOCK_MARKS, StockListParams } from "@forecourt/core/dealer/index";
import { z } from "@hono/zod-openapi";

/**
 * GET /api/dealer/stock query: core's StockListParams, the same parts the console's address holds
 * (words, a filter on each column, sort, dir, page); a bad part is a 400 naming it.
 */
export const StockQuery = StockListParams;

const StockRowFields = {
  id: z.string(),
  slug: z.string().nullable(),
  photo: z.string().nullable().openapi({ description: "The first photo's address (thumbnail)" }),
  title: z.string(),
  year: z.number().nullable(),
  stocknum: z.string().nullable(),
  vin: z.string().nullable(),
  km: z.number().nullable(),
  price: z.number().nullable(),
  days: z.number().int().nullable().openapi({
    description: "Calendar days in stock in the site's zone, from created_at (null: none)",
  }),
  location: z.object({ id: z.string(), name: z.string() }).nullable(),
  mark: z.enum(STOCK_MARKS),
  shown: z.boolean(),
  dealercomments: z.string().nullable(),
  views: z.number().int().openapi({
    description: "Vehicle page views: the counter GET /api/cars/{slug}/view.json counts and shows",
  }),
};

export const StockRow = z
  .object({
    ...StockRowFields,
    leads: z.number().int().openapi({ description: "Leads naming the car" }),
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

export const StockEdited = z
  .object({ row: z.object(StockRowFields).openapi("DealerStockEditedRow") })
  .openapi("DealerStockEdited");

/** The body of the bulk routes, as documented; the handler parses it with core's BulkChangeRequest. */
export const BulkChangeBody = z
  .object({
    ids: z.array(z.string()).openapi({ description: `1 to ${BULK_MAX_CARS} car ids of this site` }),
    change: z
      .object({
        kind: z
          .string()
          .openapi({ description: "price-amount, price-percent, mark, visibility or location" }),
        amount: z
          .string()
          .optional()
          .openapi({ description: 'With "price-amount": signed dollars' }),
        percent: z
          .string()
          .optional()
          .openapi({ description: 'With "price-percent": signed, rounds to whole dollars' }),
        status: z.enum(STOCK_MARKS).optional().openapi({ description: 'With "mark"' }),
        shown: z.boolean().optional().openapi({ description: 'With "visibility"' }),
        location: z.string().optional().openapi({ description: 'With "location": a location id' }),
      })
      .loose(),
  })
  .openapi("DealerStockBulkChange", {
    example: { ids: ["car-1", "car-2"], change: { kind: "price-percent", percent: "-5" } },
  });

/** Each car's line: the column that changes, from what to what (the same for preview and apply). */
export const BulkChangeAnswer = z
  .object({
    changes: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        field: z.enum(["price", "status", "website", "location"]),
        before: z.string(),
        after: z.string(),
      }),
    ),
  })
  .openapi("DealerStockBulkChanges");

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
