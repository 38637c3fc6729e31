import { describe, expect, it } from "vitest";
import { priceTypeLabel } from "./price-type";

describe("price type label (§2)", () => {
  it.each([
    ["drive_away", "Drive Away"],
    ["Drive Away", "Drive Away"],
    ["DAP", "Drive Away"],
    ["egc", "Excl. Govt. Charges"],
    ["+ORC", "+ ORC"],
    ["plus-orc", "+ ORC"],
    ["special_offer", "Special Offer"],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (price_type, label) => {
    expect(priceTypeLabel({ price_type })).toBe(label);
  });
});
