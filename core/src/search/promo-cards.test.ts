import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROMO_CARD, placePromoCards, promoCardPositions } from "./promo-cards";

const site = (positions: number[], randomOffsetMax = 0, expiresAt: string | null = null) => ({
  stock: { promo: { positions, randomOffsetMax, expiresAt } },
});

describe("§9 promo card positions", () => {
  it("one dealer shows promo cards at 5 and 10 until 2025-06-15 16:00 +10:00", () => {
    const s = site([5, 10], 0, "2025-06-15T16:00:00+10:00");
    expect(promoCardPositions(s, new Date("2025-06-15T05:59:59Z"), () => 0.5)).toEqual([5, 10]);
    expect(promoCardPositions(s, new Date("2025-06-15T06:00:00Z"), () => 0.5)).toEqual([]);
  });
  it("one site randomises 0 to 2 added to the base", () => {
    expect(promoCardPositions(site([4], 2), new Date(), () => 0)).toEqual([4]);
    expect(promoCardPositions(site([4], 2), new Date(), () => 0.5)).toEqual([5]);
    expect(promoCardPositions(site([4], 2), new Date(), () => 0.999)).toEqual([6]);
  });
  it("the offset stays within 0..N for any random draw", () => {
    fc.assert(
      fc.property(
        fc.nat(30),
        fc.nat(5),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (base, n, r) => {
          const [p] = promoCardPositions(site([base], n), new Date(), () => r);
          expect(p).toBeGreaterThanOrEqual(base);
          expect(p).toBeLessThanOrEqual(base + n);
        },
      ),
    );
  });
  it("places the card at each position the grid reaches", () => {
    expect(placePromoCards([1, 2, 3, 4, 5, 6], [2, 5])).toEqual([
      1,
      2,
      PROMO_CARD,
      3,
      4,
      PROMO_CARD,
      5,
      6,
    ]);
    expect(placePromoCards([], [0])).toEqual([]);
  });
});
