import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { carArb } from "../search/arbitraries";
import { isListedOnDealerSite } from "../stock/sold-visibility";
import {
  applyStockEdit,
  STOCK_EDIT_FIELDS,
  STOCK_MARKS,
  type StockEdit,
  StockEdit as StockEditSchema,
  stockMarkOf,
} from "./stock-edit";

const NOW = new Date("2026-11-25T00:00:00Z");
const NOW_S = NOW.getTime() / 1000;
const edit = (input: unknown): StockEdit => StockEditSchema.parse(input);
const messageOf = (input: unknown) =>
  StockEditSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

const editArb: fc.Arbitrary<StockEdit> = fc
  .oneof(
    fc.constant({ action: "hide" }),
    fc.constant({ action: "show" }),
    fc.constantFrom(...STOCK_MARKS).map((status) => ({ action: "mark", status })),
    fc.integer({ min: 1, max: 99_999_999 }).map((cents) => ({
      action: "price",
      price: (cents / 100).toFixed(2),
    })),
    fc.string({ maxLength: 40 }).map((comments) => ({ action: "comments", comments })),
  )
  .map(edit);

describe("StockEdit: the console's stock edit command", () => {
  it.each([
    ["35990", 35990],
    [35990, 35990],
    ["$35,990.50", 35990.5],
    [" 12 345.5 ", 12345.5],
    ["0.01", 0.01],
  ])("price %j is %d dollars", (price, dollars) => {
    const parsed = edit({ action: "price", price });
    expect(parsed.action === "price" && parsed.price.toNumber()).toBe(dollars);
  });

  it.each([
    ["0", "price: The price must be more than $0."],
    [-5, "price: The price must be more than $0."],
    ["12.345", "price: The price can have at most 2 decimal places (cents)."],
    ["abc", "price: Please enter a price in dollars, e.g. 35990."],
    ["Infinity", "price: The price must be more than $0."],
    ["10000000.01", "price: The price must be at most $10,000,000."],
  ])("price %j is refused naming the field", (price, message) => {
    expect(messageOf({ action: "price", price })).toEqual([message]);
  });

  it("an unknown action or mark names the field", () => {
    expect(messageOf({ action: "delete" })).toEqual([
      'action: action must be "hide", "show", "mark", "price" or "comments"',
    ]);
    expect(messageOf({ action: "mark", status: "lost" })).toEqual([
      'status: status must be "available", "reserved" or "sold"',
    ]);
  });

  it("comments are sanitised with the shopper site's dealer-HTML rules", () => {
    const parsed = edit({
      action: "comments",
      comments:
        '<p onclick="x()">One <b>owner</b><script>alert(1)</script></p><img src=x onerror=y>',
    });
    expect(parsed).toEqual({ action: "comments", comments: "<p>One <b>owner</b></p>" });
  });
});

describe("applyStockEdit", () => {
  const car = Car.parse({ id: "c1", status: "in_stock", price: 30000, make: "Mazda" });

  it("marks sold with the sale date, so §4's sold window starts now", () => {
    const sold = applyStockEdit(car, edit({ action: "mark", status: "sold" }), NOW);
    expect(sold).toMatchObject({ status: "sold", sold: true, reserved: false });
    expect(sold.sold_date_timestamp).toBe(NOW_S);
    const site = { dealer: { include_sold_cars_days: 3 }, stock: { fixedFilter: 3 as const } };
    expect(isListedOnDealerSite(sold, site, NOW)).toBe(true);
    expect(isListedOnDealerSite(sold, site, new Date(NOW.getTime() + 4 * 86_400_000))).toBe(false);
  });

  it("re-marking a sold car sold keeps its sale date", () => {
    const sold = { ...car, status: "sold", sold: true, sold_date_timestamp: NOW_S - 86_400 };
    const again = applyStockEdit(sold, edit({ action: "mark", status: "sold" }), NOW);
    expect(again.sold_date_timestamp).toBe(NOW_S - 86_400);
  });

  it("a sold car marked available is in stock again; coming soon stays coming soon", () => {
    const sold = { ...car, status: "sold", sold: true, sold_date_timestamp: NOW_S };
    const back = applyStockEdit(sold, edit({ action: "mark", status: "available" }), NOW);
    expect(back).toMatchObject({ status: "in_stock", sold: false, sold_date_timestamp: null });
    const soon = { ...car, status: "coming_soon" };
    expect(applyStockEdit(soon, edit({ action: "mark", status: "reserved" }), NOW)).toMatchObject({
      status: "coming_soon",
      reserved: true,
    });
  });

  it("empty comments clear them (the shopper site shows the pending text)", () => {
    const withComments = { ...car, dealercomments: "<p>Nice</p>" };
    const cleared = applyStockEdit(withComments, edit({ action: "comments", comments: " " }), NOW);
    expect(cleared.dealercomments).toBeNull();
  });

  it("property: a mark is what the console reads back", () => {
    fc.assert(
      fc.property(carArb, fc.constantFrom(...STOCK_MARKS), (c, status) => {
        expect(stockMarkOf(applyStockEdit(c, edit({ action: "mark", status }), NOW))).toBe(status);
      }),
    );
  });

  it("property: an edit changes only the console's fields and never its input", () => {
    fc.assert(
      fc.property(carArb, editArb, (c, e) => {
        const copy = structuredClone(c);
        const after = applyStockEdit(c, e, NOW);
        expect(c).toEqual(copy);
        const allowed = new Set<string>(STOCK_EDIT_FIELDS);
        for (const key of new Set([...Object.keys(c), ...Object.keys(after)])) {
          if (!allowed.has(key)) expect(after[key], key).toEqual(c[key]);
        }
      }),
    );
  });

  it("property: a price edit stores the exact dollars and cents typed", () => {
    fc.assert(
      fc.property(carArb, fc.integer({ min: 1, max: 1_000_000_000 }), (c, cents) => {
        const typed = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        const after = applyStockEdit(c, edit({ action: "price", price: typed }), NOW);
        expect(Math.round((after.price ?? 0) * 100)).toBe(cents);
      }),
    );
  });

  it("property: hide then show lists the car as it was", () => {
    fc.assert(
      fc.property(carArb, (c) => {
        const hidden = applyStockEdit(c, edit({ action: "hide" }), NOW);
        expect(hidden.show_on_dealer_website).toBe(false);
        expect(applyStockEdit(hidden, edit({ action: "show" }), NOW).show_on_dealer_website).toBe(
          true,
        );
      }),
    );
  });
});
