import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEALER_COMMENTS_LIMIT, dealerCommentsView } from "./dealer-comments";

describe("§4 dealer comments", () => {
  it("empty shows 'Dealer comments are pending. Please check back here later.'", () => {
    for (const empty of [null, undefined, "", "   "]) {
      expect(dealerCommentsView(empty)).toEqual({
        text: "Dealer comments are pending. Please check back here later.",
        toggle: false,
        pending: true,
      });
    }
  });

  it("collapses to 400 characters with a toggle; expanded shows all", () => {
    const long = "a".repeat(401);
    expect(DEALER_COMMENTS_LIMIT).toBe(400);
    expect(dealerCommentsView(long).text).toHaveLength(400);
    expect(dealerCommentsView(long).toggle).toBe(true);
    expect(dealerCommentsView(long, true).text).toBe(long);
    expect(dealerCommentsView("a".repeat(400))).toMatchObject({ toggle: false, pending: false });
  });

  it("property: the collapsed text is a prefix of at most 400 code points", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 900 }), (raw) => {
        const view = dealerCommentsView(raw);
        if (view.pending) return;
        expect(raw.trim().startsWith(view.text)).toBe(true);
        expect(Array.from(view.text).length).toBeLessThanOrEqual(400);
      }),
    );
  });
});
