import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Car } from "../schemas/car";
import {
  dealerStockFilter,
  FIXED_FILTER_NUMBERS,
  matchesDealerStockFilter,
} from "../search/dealer-stock-filter";
import { showsSoldView } from "./availability";
import {
  applySoldHandling,
  collapseSoldRuns,
  isListedOnDealerSite,
  showSaveButtonForSoldRule,
  soldCarsVisibleAfter,
  soldDaysOf,
} from "./sold-visibility";

const NOW = new Date("2026-03-15T12:00:00Z");
const nowSec = NOW.getTime() / 1000;
const DAY = 86_400;
const site = (days = 3) => ({
  dealer: { include_sold_cars_days: days },
  stock: { fixedFilter: 3 },
});

describe("§4 sold visibility", () => {
  it.each([
    [
      "sold 2 days ago, default 3 days",
      { status: "sold", sold_date_timestamp: nowSec - 2 * DAY },
      3,
      true,
    ],
    [
      "sold exactly 3 days ago",
      { status: "sold", sold_date_timestamp: nowSec - 3 * DAY },
      3,
      false,
    ],
    ["sold 4 days ago", { status: "sold", sold_date_timestamp: nowSec - 4 * DAY }, 3, false],
    [
      "sold 10 days ago, site keeps 14",
      { status: "sold", sold_date_timestamp: nowSec - 10 * DAY },
      14,
      true,
    ],
    ["sold without a sold date", { status: "sold" }, 3, false],
    [
      "recently sold but hidden from the dealer site",
      { status: "sold", sold_date_timestamp: nowSec - DAY, show_on_dealer_website: false },
      3,
      false,
    ],
    ["in stock", { status: "in_stock" }, 3, true],
    ["coming soon", { status: "coming_soon" }, 3, true],
    [
      "in stock, not shown on dealer website",
      { status: "in_stock", show_on_dealer_website: false },
      3,
      false,
    ],
    ["other status", { status: "withdrawn" }, 3, false],
  ] as const)("%s → %s", (_n, car, days, listed) => {
    expect(isListedOnDealerSite(car, site(days), NOW)).toBe(listed);
  });

  it.each([
    [{ include_sold_cars_days: 3 }, { fixedFilter: 7 }, 7],
    [{ include_sold_cars_days: 14 }, { fixedFilter: 3 }, 14],
    [{ include_sold_cars_days: 3 }, { fixedFilter: 3 }, 3],
  ])(
    "the window is the dealer's days when set, else the fixed-filter number: %j %j → %i",
    (dealer, stock, days) => {
      expect(soldDaysOf({ dealer, stock })).toBe(days);
    },
  );

  it("property: the listing rule is the §7 dealer filter's status part (one rule for search, sitemap, buttons)", () => {
    const carArb = fc.record({
      status: fc.constantFrom("in_stock", "coming_soon", "sold", "withdrawn"),
      sold_date_timestamp: fc.option(fc.integer({ min: nowSec - 20 * DAY, max: nowSec }), {
        nil: undefined,
      }),
      show_on_dealer_website: fc.option(fc.boolean(), { nil: undefined }),
    });
    const siteArb = fc.record({
      dealer: fc.record({ include_sold_cars_days: fc.constantFrom(0, 1, 3, 7, 14) }),
      stock: fc.record({ fixedFilter: fc.constantFrom(...FIXED_FILTER_NUMBERS) }),
    });
    fc.assert(
      fc.property(carArb, siteArb, (car, listingSite) => {
        const filter = dealerStockFilter(
          {
            ...listingSite,
            stock: {
              ...listingSite.stock,
              carTypes: null,
              hiddenMakes: [],
              hiddenStockNumbers: [],
            },
          },
          NOW,
        );
        expect(isListedOnDealerSite(car, listingSite, NOW)).toBe(
          matchesDealerStockFilter({ id: "c", ...car } as Car, filter),
        );
      }),
    );
  });

  it("the cut-off is N days ago in seconds (§7)", () => {
    expect(soldCarsVisibleAfter(NOW)).toBe(nowSec - 3 * DAY);
    expect(soldCarsVisibleAfter(NOW, 0)).toBe(nowSec);
  });
});

const s = { status: "sold" } as const;
const a = { status: "in_stock" } as const;

describe("§4 collapse of consecutive sold runs", () => {
  it.each([
    [
      [a, s, s, a, s, s, s],
      [a, s, a, s],
    ],
    [
      [s, s, a],
      [s, a],
    ],
    [
      [s, s, s],
      [s, s, s],
    ],
    [[], []],
    [
      [a, a],
      [a, a],
    ],
  ])("%j → %j", (input, expected) => {
    expect(collapseSoldRuns(input).map((c) => c.status)).toEqual(expected.map((c) => c.status));
  });

  const listArb = fc.array(fc.constantFrom(s, a), { maxLength: 30 });
  it("property: keeps every unsold car in order, never two sold in a row unless all are sold, idempotent", () => {
    fc.assert(
      fc.property(listArb, (cars) => {
        const out = collapseSoldRuns(cars);
        expect(out.filter((c) => !showsSoldView(c))).toEqual(cars.filter((c) => !showsSoldView(c)));
        if (!cars.every(showsSoldView)) {
          out.forEach((c, i) => {
            if (i > 0) expect(showsSoldView(c) && showsSoldView(out[i - 1] ?? a)).toBe(false);
          });
        } else {
          expect(out).toEqual(cars);
        }
        expect(collapseSoldRuns(out)).toEqual(out);
      }),
    );
  });
});

describe("§4 save button for sold cars", () => {
  it("hidden for a sold car unless already saved", () => {
    expect(showSaveButtonForSoldRule({ status: "sold" }, false)).toBe(false);
    expect(showSaveButtonForSoldRule({ status: "sold" }, true)).toBe(true);
    expect(showSaveButtonForSoldRule({ status: "in_stock", sold: true }, false)).toBe(false);
    expect(showSaveButtonForSoldRule({ status: "in_stock" }, false)).toBe(true);
  });
});

describe("§4 sold-handling switch", () => {
  it("collapses only where sold-handling is on", () => {
    const cars = [a, s, s];
    expect(applySoldHandling(cars, { stock: { soldHandling: true } })).toEqual([a, s]);
    expect(applySoldHandling(cars, { stock: { soldHandling: false } })).toEqual(cars);
  });
});
