import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTicked, normaliseLeadPayload, storedDetailsFrom } from "./normalise";

describe("normaliseLeadPayload (§5)", () => {
  it("removes keys containing _radio_options", () => {
    expect(
      normaliseLeadPayload({ name: "A", finance_radio_options: "yes", x_radio_options_y: 1 }),
    ).toEqual({ name: "A" });
  });

  it("collects true (check_option) keys into additional_services, by label", () => {
    expect(
      normaliseLeadPayload({
        "Window Tinting (check_option)": true,
        "Paint Protection (check_option)": false,
        "Floor Mats(check_option)": "on",
        additional_services: ["Window Tinting", "Roof Racks"],
      }),
    ).toEqual({ additional_services: ["Window Tinting", "Roof Racks", "Floor Mats"] });
  });

  it("leaves additional_services out when nothing is ticked", () => {
    expect(normaliseLeadPayload({ "Tint (check_option)": false })).toEqual({});
  });

  it("converts Careers Enquiry to General Enquiry with subcategory Career Enquiry (§4)", () => {
    expect(normaliseLeadPayload({ category: "Careers Enquiry", subcategory: "Sales" })).toEqual({
      category: "General Enquiry",
      subcategory: "Career Enquiry",
    });
    expect(normaliseLeadPayload({ category: "Sales Enquiry" })).toEqual({
      category: "Sales Enquiry",
    });
  });

  it.each([
    [true, true],
    ["true", true],
    ["on", true],
    [1, true],
    [false, false],
    ["false", false],
    ["", false],
    [null, false],
    [0, false],
  ])("isTicked(%j) is %s", (value, ticked) => expect(isTicked(value)).toBe(ticked));

  const payloadArb = fc.dictionary(
    fc.oneof(
      fc.string(),
      fc.string().map((s) => `${s}_radio_options${s}`),
      fc.string().map((s) => `${s} (check_option)`),
      fc.constantFrom("category", "subcategory", "additional_services"),
    ),
    fc.oneof(
      fc.jsonValue(),
      fc.boolean(),
      fc.constantFrom("Careers Enquiry", "on", "true"),
      fc.array(fc.string()),
    ),
  );

  it("is idempotent", () => {
    fc.assert(
      fc.property(payloadArb, (payload) => {
        const once = normaliseLeadPayload(payload);
        expect(normaliseLeadPayload(once)).toEqual(once);
      }),
    );
  });

  it("never lets a _radio_options or (check_option) key survive", () => {
    fc.assert(
      fc.property(payloadArb, (payload) => {
        for (const key of Object.keys(normaliseLeadPayload(payload))) {
          expect(key).not.toContain("_radio_options");
          expect(key).not.toContain("(check_option)");
        }
      }),
    );
  });
});

describe("storedDetailsFrom (§5: saved only when name, email and phone are all present)", () => {
  const full = { name: " Jane ", email: "jane@example.com", phone: "0412345678" };
  it.each([
    ["all three", full, { name: "Jane", email: "jane@example.com", phone: "0412345678" }],
    [
      "with last name and postcode",
      { ...full, last_name: "Citizen", postcode: "4000" },
      {
        name: "Jane",
        last_name: "Citizen",
        email: "jane@example.com",
        phone: "0412345678",
        postcode: "4000",
      },
    ],
    ["no name", { ...full, name: "" }, null],
    ["no email", { ...full, email: undefined }, null],
    ["blank phone", { ...full, phone: "   " }, null],
    ["a phone that is not text", { ...full, phone: 412345678 }, null],
  ])("%s", (_what, payload, expected) => expect(storedDetailsFrom(payload)).toEqual(expected));
});
