import { describe, expect, it } from "vitest";
import { checkDeliveryPostcode, deliveryFailureMessage } from "./delivery-postcode";
import * as m from "./messages";

describe("delivery calculator postcode (§5, §8)", () => {
  it.each([
    ["", { ok: false, error: "Please enter a postcode." }],
    ["   ", { ok: false, error: "Please enter a postcode." }],
    [undefined, { ok: false, error: "Please enter a postcode." }],
    ["400", { ok: false, error: "Invalid postcode. Please enter a 4-digit number." }],
    ["4000a", { ok: false, error: "Invalid postcode. Please enter a 4-digit number." }],
    [" 4000 ", { ok: true, postcode: "4000" }],
    [4000, { ok: true, postcode: "4000" }],
  ])("%j → %j", (input, expected) => expect(checkDeliveryPostcode(input)).toEqual(expected));

  it("has the spec's texts for a geocode miss and for no delivery price", () => {
    expect(deliveryFailureMessage("geocode-miss")).toBe("Invalid postcode");
    expect(deliveryFailureMessage("no-price")).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });

  it("exports the form-level texts verbatim (§8)", () => {
    expect([m.FIX_ERRORS_HEADING, m.UNEXPECTED_ERROR, m.SUBMIT_ERROR]).toEqual([
      "Please fix the following errors:",
      "An unexpected error occured",
      "An error occurred when submitting this form",
    ]);
  });
});
