import { describe, expect, it } from "vitest";
import {
  carViewKey,
  viewCounts,
  ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY,
  zeroResultQuotaKey,
  zeroResultSearchKept,
} from "./anonymous-counting";

describe("anonymous counting (issue 30 §9)", () => {
  it("a view counts only as the visitor's first of that car that day", () => {
    expect([1, 2, 3].map(viewCounts)).toEqual([true, false, false]);
  });

  it(`a client's zero-result searches are kept up to ${ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY} a day`, () => {
    expect(zeroResultSearchKept(1)).toBe(true);
    expect(zeroResultSearchKept(ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY)).toBe(true);
    expect(zeroResultSearchKept(ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY + 1)).toBe(false);
  });

  it("keys differ by site, day, visitor and car", () => {
    const keys = new Set([
      carViewKey("a", "car-1", "2026-11-23", "v1"),
      carViewKey("b", "car-1", "2026-11-23", "v1"),
      carViewKey("a", "car-2", "2026-11-23", "v1"),
      carViewKey("a", "car-1", "2026-11-24", "v1"),
      carViewKey("a", "car-1", "2026-11-23", "v2"),
      zeroResultQuotaKey("a", "2026-11-23", "v1"),
      zeroResultQuotaKey("a", "2026-11-24", "v1"),
    ]);
    expect(keys.size).toBe(7);
  });
});
