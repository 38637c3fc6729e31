import Decimal from "decimal.js";
import { z } from "zod";
import type { Car } from "../schemas/car";
import { sanitizeDealerHtml } from "../stock/dealer-html";
import { STOCK_MARKS, STOCK_PRICE_MAX, type StockMark } from "./stock-marks";

export { STOCK_MARKS, STOCK_PRICE_MAX, type StockMark, stockMarkOf } from "./stock-marks";

/** A price typed by a person: dollars, or dollars and cents ("35990", "35,990.50", 35990). */
const PriceInput = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).replace(/[$,\s]/g, "");
  let price: Decimal;
  try {
    price = new Decimal(text);
  } catch {
    ctx.addIssue({ code: "custom", message: "Please enter a price in dollars, e.g. 35990." });
    return z.NEVER;
  }
  if (!price.isFinite() || price.lte(0)) {
    ctx.addIssue({ code: "custom", message: "The price must be more than $0." });
    return z.NEVER;
  }
  if (price.decimalPlaces() > 2) {
    ctx.addIssue({
      code: "custom",
      message: "The price can have at most 2 decimal places (cents).",
    });
    return z.NEVER;
  }
  if (price.gt(STOCK_PRICE_MAX)) {
    ctx.addIssue({ code: "custom", message: "The price must be at most $10,000,000." });
    return z.NEVER;
  }
  return price;
});

/** §3 dealer comments: any HTML is reduced to the safe formatting tags the shopper site shows. */
const CommentsInput = z
  .string({ error: "Please enter the dealer comments (or leave them empty)." })
  .max(20_000, "The dealer comments can be at most 20,000 characters.")
  .transform((html) => sanitizeDealerHtml(html).trim());

/**
 * One change a dealer makes to one car from the console (issue 17 §3 Stock): the body of
 * `PATCH /api/dealer/stock/{id}`. Prices are decimal dollars; comments arrive as HTML.
 */
export const StockEdit = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("hide") }),
    z.object({ action: z.literal("show") }),
    z.object({
      action: z.literal("mark"),
      status: z.enum(STOCK_MARKS, { error: 'status must be "available", "reserved" or "sold"' }),
    }),
    z.object({ action: z.literal("price"), price: PriceInput }),
    z.object({ action: z.literal("comments"), comments: CommentsInput }),
  ],
  { error: 'action must be "hide", "show", "mark", "price" or "comments"' },
);
export type StockEdit = z.output<typeof StockEdit>;
export type StockEditInput = z.input<typeof StockEdit>;

/**
 * The car after `edit`, at `now` (a sold mark dates the sale, which starts §4's sold-days
 * window). Only the fields the edit is about change; the input car is not touched.
 */
export function applyStockEdit(car: Car, edit: StockEdit, now: Date): Car {
  switch (edit.action) {
    case "hide":
      return { ...car, show_on_dealer_website: false };
    case "show":
      return { ...car, show_on_dealer_website: true };
    case "price":
      return { ...car, price: edit.price.toNumber() };
    case "comments":
      return { ...car, dealercomments: edit.comments === "" ? null : edit.comments };
    case "mark":
      return markCar(car, edit.status, now);
  }
}

function markCar(car: Car, mark: StockMark, now: Date): Car {
  // A car that was sold goes back on sale in stock; coming_soon stays coming_soon.
  const onSale = car.status === "coming_soon" ? "coming_soon" : "in_stock";
  switch (mark) {
    case "sold":
      return {
        ...car,
        status: "sold",
        sold: true,
        reserved: false,
        // Re-marking a sold car keeps its sale date, so the sold window is not restarted.
        sold_date_timestamp:
          car.status === "sold" && car.sold_date_timestamp != null
            ? car.sold_date_timestamp
            : Math.floor(now.getTime() / 1000),
      };
    case "reserved":
      return { ...car, status: onSale, sold: false, reserved: true, sold_date_timestamp: null };
    case "available":
      return { ...car, status: onSale, sold: false, reserved: false, sold_date_timestamp: null };
  }
}

/** The fields of a car the console edits, for audit before/after and the stock list. */
export const STOCK_EDIT_FIELDS = [
  "show_on_dealer_website",
  "status",
  "sold",
  "reserved",
  "sold_date_timestamp",
  "price",
  "dealercomments",
  "location_id",
  "location_name",
  "location",
] as const satisfies readonly (keyof Car)[];
