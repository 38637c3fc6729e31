import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DISCLAIMER_SHORT_LENGTH, financeDisclaimer } from "./disclaimer";

describe("§9 finance disclaimer truncation 197", () => {
  it("keeps a text of exactly 197 characters whole", () => {
    const text = "x".repeat(197);
    expect(financeDisclaimer(text)).toEqual({ full: text, short: text, truncated: false });
  });

  it("cuts a 198-character text to 197 plus an ellipsis", () => {
    const text = `${"a".repeat(197)}b`;
    const d = financeDisclaimer(text);
    expect(d.truncated).toBe(true);
    expect(d.short).toBe(`${"a".repeat(197)}...`);
  });

  it("treats a missing disclaimer as empty", () => {
    expect(financeDisclaimer(null)).toEqual({ full: "", short: "", truncated: false });
  });

  it("the short text is a prefix of the full one and never longer than 197 + '...'", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const d = financeDisclaimer(text);
        const body = d.truncated ? d.short.slice(0, -3) : d.short;
        expect(d.full.startsWith(body)).toBe(true);
        expect(body.length).toBeLessThanOrEqual(DISCLAIMER_SHORT_LENGTH);
        expect(d.truncated).toBe(d.full.length > DISCLAIMER_SHORT_LENGTH);
      }),
    );
  });
});
