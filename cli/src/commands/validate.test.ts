import { Car, defaultSiteConfig } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { runValidate } from "./validate";

const site = defaultSiteConfig("default");
const payload = {
  name: "Jane Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  terms_conditions: true,
  message: "Hello",
  postcode: "4000",
};

describe("forecourt validate", () => {
  it("prints ok with no errors for a valid payload", () => {
    expect(runValidate("finance", payload, site).data).toEqual({ ok: true, errors: {} });
  });

  it("prints the spec's messages keyed by field, and the §8 heading as text", () => {
    const { data, text } = runValidate(
      "finance",
      { ...payload, postcode: "40", terms_conditions: false },
      site,
    );
    expect(data).toEqual({
      ok: false,
      errors: {
        postcode: "Invalid postcode. Please enter a 4-digit number.",
        terms_conditions: "*You must agree to the terms of use before submitting.",
      },
    });
    expect(text).toBe(
      [
        "Please fix the following errors:",
        "  terms_conditions: *You must agree to the terms of use before submitting.",
        "  postcode: Invalid postcode. Please enter a 4-digit number.",
      ].join("\n"),
    );
  });

  it("names an unknown form and lists the forms on one line", () => {
    expect(() => runValidate("brochure", payload, site)).toThrow(
      "validate: unknown form 'brochure' (forms: general, vehicle-enquiry, test-drive, service-booking, parts, finance, reserve, career, find-me-something-similar, multi-step, trade-in)",
    );
  });

  it("asks for a distribution location when the car's location has some", () => {
    const car = Car.parse({
      id: "c1",
      location: { distribution_locations: [{ id: "d1", name: "Hub" }] },
    });
    const { data } = runValidate("test-drive", payload, site, car);
    expect(data.errors).toEqual({ distribution_location: "Please select a pick-up location." });
  });
});
