import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAGINATION_WINDOW, paginationWindow } from "./pagination-window";

/** A page count weighted toward the edges (none, one, fewer and more than the window). */
const pagesArb = fc.oneof(fc.constantFrom(0, 1, 2, 4, 5, 6), fc.integer({ min: 0, max: 10_000 }));
const pageOfArb = pagesArb.chain((pages) =>
  fc.record({ pages: fc.constant(pages), page: fc.integer({ min: 1, max: Math.max(1, pages) }) }),
);

describe("§9 the search page's numbered page links", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5]],
    [2, 20, [1, 2, 3, 4, 5]],
    [7, 20, [5, 6, 7, 8, 9]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
    [1, 0, []],
  ])("page %i of %i → %j", (page, pages, links) => {
    expect(paginationWindow(page, pages)).toEqual(links);
  });

  it("holds the current page among at most five consecutive pages within 1..pages", () => {
    fc.assert(
      fc.property(pageOfArb, ({ page, pages }) => {
        const links = paginationWindow(page, pages);
        if (pages === 0) {
          expect(links).toEqual([]);
          return;
        }
        expect(links).toContain(page);
        expect(links).toHaveLength(Math.min(PAGINATION_WINDOW, pages));
        links.forEach((n, i) => {
          expect(n).toBeGreaterThanOrEqual(1);
          expect(n).toBeLessThanOrEqual(pages);
          if (i > 0) expect(n).toBe((links[i - 1] ?? 0) + 1);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("centres the current page wherever two pages fit either side", () => {
    fc.assert(
      fc.property(pageOfArb, ({ page, pages }) => {
        fc.pre(page - 2 >= 1 && page + 2 <= pages);
        expect(paginationWindow(page, pages)).toEqual([
          page - 2,
          page - 1,
          page,
          page + 1,
          page + 2,
        ]);
      }),
      { numRuns: 300 },
    );
  });
});
