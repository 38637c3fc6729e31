import { describe, expect, it } from "vitest";
import { DEALER_FIXED_FEES, fixedFeeLines } from "./fixed-fees";

describe("§9 fixed-fees dealer variant", () => {
  it("establishment $395, vehicle security registration $6, monthly account admin $8, dealer agency $912.25", () => {
    expect(fixedFeeLines(DEALER_FIXED_FEES).map((l) => [l.label, l.text])).toEqual([
      ["Establishment fee", "$395"],
      ["Vehicle security registration", "$6"],
      ["Monthly account admin fee", "$8"],
      ["Dealer agency fee", "$912.25"],
    ]);
  });
});
