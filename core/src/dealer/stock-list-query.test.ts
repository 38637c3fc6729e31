import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STOCK_MARKS } from "./stock-edit";
import {
  formatStockListQuery,
  parseStockListQuery,
  STOCK_SORTS,
  type StockListQuery,
} from "./stock-list-query";

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const bound = (max: number) =>
  maybe(fc.oneof(fc.constantFrom(0, max), fc.integer({ min: 0, max })));

/** Any query the list can be asked: words with spaces and symbols, every filter, sort and page. */
export const stockListQueryArb: fc.Arbitrary<StockListQuery> = fc
  .record({
    q: maybe(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.length <= 200)),
    mark: maybe(fc.constantFrom(...STOCK_MARKS)),
    visibility: maybe(fc.constantFrom("shown" as const, "hidden" as const)),
    location: maybe(fc.string({ minLength: 1, maxLength: 12 })),
    photo: maybe(fc.constantFrom("with" as const, "without" as const)),
    yearMin: bound(2100),
    kmMax: bound(10_000_000),
    priceMin: bound(10_000_000),
    daysMin: bound(36_500),
    viewsMin: bound(1000),
    leadsMin: bound(1000),
    sort: maybe(fc.constantFrom(...STOCK_SORTS)),
    dir: maybe(fc.constantFrom("asc" as const, "desc" as const)),
    page: maybe(fc.integer({ min: 1, max: 10_000 })),
  })
  .map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)));

describe("the stock list in the address (issue 35 §1)", () => {
  it("property: parse(format(query)) is the query", () => {
    fc.assert(
      fc.property(stockListQueryArb, (query) => {
        const address = formatStockListQuery(query);
        const parsed = parseStockListQuery(new URLSearchParams(address.slice(1)));
        expect(parsed).toEqual({ ok: true, query });
      }),
      { numRuns: 300 },
    );
  });

  it("writes the parts in one order and leaves the whole list as no query", () => {
    expect(formatStockListQuery({})).toBe("");
    expect(formatStockListQuery({ page: 2, sort: "price", dir: "desc", q: "hilux sr5" })).toBe(
      "?q=hilux+sr5&sort=price&dir=desc&page=2",
    );
  });

  it("reads a Next.js searchParams object; empty values are absent", () => {
    expect(parseStockListQuery({ q: "", kmMax: "90000", mark: ["sold", "reserved"] })).toEqual({
      ok: true,
      query: { kmMax: 90000, mark: "sold" },
    });
  });

  it.each([
    [{ sort: "colour" }, "sort", "sort must be one of car, year,"],
    [{ kmMax: "lots" }, "kmMax", "kmMax must be a whole number"],
    [{ priceMin: "99999999" }, "priceMin", "priceMin must be at most 10000000"],
    [{ page: "0" }, "page", "page must be a whole number from 1"],
    [{ mark: "gone" }, "mark", 'mark must be "available"'],
    [{ kmMin: "5000", kmMax: "100" }, "kmMax", "kmMax must be at least kmMin"],
    [{ dir: "up" }, "dir", 'dir must be "asc" or "desc"'],
  ])("refuses %j naming %s", (params, field, message) => {
    const parsed = parseStockListQuery(params);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.field).toBe(field);
    expect(parsed.message).toContain(message);
  });
});
