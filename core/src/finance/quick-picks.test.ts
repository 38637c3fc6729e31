import { describe, expect, it } from "vitest";
import { moneyQuickPicks } from "./quick-picks";

describe("§5 money quick picks", () => {
  it("standard list", () => {
    expect(moneyQuickPicks("standard").map((p) => p.label)).toEqual([
      "$5,000",
      "$10,000",
      "$15,000",
      "$20,000",
      "$25,000",
      "$30,000",
      "$40,000",
      "$50,000",
      "$70,000",
    ]);
  });

  it("high list: $300,000 to $800,000 in $100,000 steps", () => {
    const picks = moneyQuickPicks("high");
    expect(picks.map((p) => p.label)).toEqual([
      "$300,000",
      "$400,000",
      "$500,000",
      "$600,000",
      "$700,000",
      "$800,000",
    ]);
    expect(picks.slice(1).every((p, i) => p.value - (picks[i]?.value ?? 0) === 100000)).toBe(true);
  });
});
