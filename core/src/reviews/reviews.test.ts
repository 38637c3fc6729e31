import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GOOGLE_REVIEWS_QUANTITY, REVIEWS_MIN_RATING, SAMPLE_REVIEW_SET } from "./constants";
import { starFill } from "./stars";
import { formatRating, reviewSummaryView } from "./summary";

const shown = { hidden: false, minRating: REVIEWS_MIN_RATING };

describe("§9 review constants", () => {
  it("minimum rating 4, Google reviews 12, sample set 740 at 4.7", () => {
    expect(REVIEWS_MIN_RATING).toBe(4);
    expect(GOOGLE_REVIEWS_QUANTITY).toBe(12);
    expect(SAMPLE_REVIEW_SET).toEqual({ count: 740, average: 4.7 });
  });
});

describe("§9 review summary", () => {
  it.each([
    ["4.7", shown, true, "4.7"],
    ["4.0", shown, false, "4.0"],
    ["4.01", shown, true, "4.0"],
    ["3.9", shown, false, "3.9"],
    ["4.7", { hidden: true, minRating: 4 }, false, "4.7"],
    ["4.66", shown, true, "4.7"],
    ["4.45", shown, true, "4.5"],
    ["abc", shown, false, null],
  ])("average %s → shown %s, rating %s", (average_rating, settings, showRating, rating) => {
    expect(reviewSummaryView({ average_rating, count: 740 }, settings)).toEqual({
      showRating,
      rating,
      count: 740,
    });
  });

  it("rating to 1 decimal", () => {
    expect(formatRating(4.7)).toBe("4.7");
    expect(formatRating(5)).toBe("5.0");
    expect(formatRating("")).toBeNull();
  });
});

describe("§9 stars: up to 4 whole plus a partial star (fill above .30)", () => {
  it.each([
    [4.7, 4, 0.7],
    [4.3, 4, null],
    [4.31, 4, 0.31],
    [5, 4, 1],
    [3.5, 3, 0.5],
    [3.2, 3, null],
    [0, 0, null],
    [0.9, 0, 0.9],
  ])("%d → %i whole, partial %s", (rating, whole, partial) => {
    expect(starFill(rating)).toEqual({ whole, partial });
  });

  it("property: whole ≤ 4, partial in (0.30, 1], and the stars never exceed the rating", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (r) => {
        const { whole, partial } = starFill(r);
        expect(whole).toBeGreaterThanOrEqual(0);
        expect(whole).toBeLessThanOrEqual(4);
        if (partial !== null) {
          expect(partial).toBeGreaterThan(0.3);
          expect(partial).toBeLessThanOrEqual(1);
        }
        expect(whole + (partial ?? 0)).toBeLessThanOrEqual(r + 0.001);
        expect(r - (whole + (partial ?? 0))).toBeLessThanOrEqual(0.3 + 0.001);
      }),
    );
  });
});
