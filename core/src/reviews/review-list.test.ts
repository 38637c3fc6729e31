import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Review } from "../schemas/catalogue";
import { GOOGLE_REVIEWS_QUANTITY } from "./constants";
import { reviewSummaryOf, shownReviews } from "./review-list";
import { reviewSummaryView } from "./summary";

const review = (id: number, rating: number) =>
  Review.parse({ id: String(id), customer_name: `C${id}`, text: null, rating });

const shown = { hidden: false, minRating: 4 };

describe("§3 review summary of a set", () => {
  it("count and mean rating", () => {
    const s = reviewSummaryOf([5, 4, 5, 5, 3, 4, 5, 5].map((r, i) => review(i, r)));
    expect(s.count).toBe(8);
    expect(s.average_rating).toBe("4.5");
    expect(reviewSummaryView(s, shown)).toEqual({ showRating: true, rating: "4.5", count: 8 });
    expect(reviewSummaryOf([])).toMatchObject({ count: 0, average_rating: "0" });
  });
});

describe("§9 shown reviews: minimum rating 4, up to 12", () => {
  it("drops reviews under the minimum and keeps the best first", () => {
    const list = [review(1, 3), review(2, 4), review(3, 5), review(4, 4.5)];
    expect(shownReviews(list, shown).map((r) => r.id)).toEqual(["3", "4", "2"]);
    expect(shownReviews(list, { hidden: false, minRating: 4.5 }).map((r) => r.id)).toEqual([
      "3",
      "4",
    ]);
    expect(shownReviews(list, { hidden: true, minRating: 4 })).toEqual([]);
  });

  it("property: at most 12, all at or above the minimum, sorted by rating", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 40 }), (tenths) => {
        const list = tenths.map((t, i) => review(i, t / 10));
        const out = shownReviews(list, shown);
        expect(out.length).toBe(
          Math.min(GOOGLE_REVIEWS_QUANTITY, list.filter((r) => r.rating >= 4).length),
        );
        for (const [i, r] of out.entries()) {
          expect(r.rating).toBeGreaterThanOrEqual(4);
          if (i > 0) expect(out[i - 1]?.rating).toBeGreaterThanOrEqual(r.rating);
        }
      }),
    );
  });
});
