import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { LEAD_FORMS, type LeadFormName } from "./lead-forms";
import { demoCar, demoSite, leadFormArb, validPayloads } from "./lead-test-fixtures";
import * as m from "./messages";
import { validateLead } from "./validate-lead";

const withCar = { car: demoCar };

function errorsOf(form: LeadFormName, overrides: Record<string, unknown>, site = demoSite) {
  const result = validateLead(form, { ...validPayloads[form], ...overrides }, site, withCar);
  return result.ok ? {} : result.errors;
}

describe("validateLead: every form accepts a complete payload", () => {
  it.each(LEAD_FORMS)("%s", (form) => {
    const result = validateLead(form, validPayloads[form], demoSite, withCar);
    expect(result).toMatchObject({ ok: true, lead: { form } });
  });
});

describe("validateLead: the spec's messages (§5, §8)", () => {
  it.each([
    ["finance", { postcode: "" }, "postcode", "Invalid postcode. Please enter a 4-digit number."],
    [
      "finance",
      { postcode: "400" },
      "postcode",
      "Invalid postcode. Please enter a 4-digit number.",
    ],
    [
      "reserve",
      { postcode: "40000" },
      "postcode",
      "Invalid postcode. Please enter a 4-digit number.",
    ],
    [
      "trade-in",
      { postcode: "40a0" },
      "postcode",
      "Invalid postcode. Please enter a 4-digit number.",
    ],
    [
      "general",
      { terms_conditions: false },
      "terms_conditions",
      "*You must agree to the terms of use before submitting.",
    ],
    [
      "test-drive",
      { terms_conditions: undefined },
      "terms_conditions",
      "*You must agree to the terms of use before submitting.",
    ],
    ["general", { category: "" }, "category", m.CATEGORY_REQUIRED],
    ["general", { message: "  " }, "message", m.COMMENTS_REQUIRED],
    ["general", { location: "" }, "location", m.LOCATION_REQUIRED],
    ["general", { location: "Nowhere" }, "location", m.LOCATION_REQUIRED],
    ["finance", { dealership_slug: "" }, "dealership_slug", m.DEALERSHIP_REQUIRED],
    [
      "test-drive",
      { distribution_location: "" },
      "distribution_location",
      m.DISTRIBUTION_LOCATION_REQUIRED,
    ],
    ["general", { name: "" }, "name", m.NAME_REQUIRED],
    ["general", { name: "x".repeat(101) }, "name", m.NAME_TOO_LONG],
    ["general", { email: "" }, "email", m.EMAIL_REQUIRED],
    ["general", { email: "jane@" }, "email", m.EMAIL_INVALID],
    ["general", { phone: "" }, "phone", m.PHONE_REQUIRED],
    ["general", { phone: "1234567" }, "phone", m.PHONE_INVALID],
    ["general", { phone: "04123456789" }, "phone", m.PHONE_INVALID],
    ["general", { phone: "04 1234 567a" }, "phone", m.PHONE_INVALID],
    ["test-drive", { dateTime: "next tuesday" }, "dateTime", m.BOOKING_DATE_INVALID],
    ["test-drive", { dateTime: "2026-13-45" }, "dateTime", m.BOOKING_DATE_INVALID],
    ["test-drive", { dateTime: "2026-02-31" }, "dateTime", m.BOOKING_DATE_INVALID],
    ["test-drive", { dateTime: "2026-02-30T10:00" }, "dateTime", m.BOOKING_DATE_INVALID],
    ["service-booking", { Rego: "TOO-LONG-REGO" }, "Rego", m.REGO_INVALID],
    ["trade-in", { Rego: "" }, "Rego", m.REGO_REQUIRED],
    ["reserve", { car_id: "" }, "car_id", m.CAR_REQUIRED],
    ["multi-step", { enquiry_type: "chat" }, "enquiry_type", m.ENQUIRY_TYPE_INVALID],
    ["general", { message: "x".repeat(5001) }, "message", m.COMMENTS_TOO_LONG],
    [
      "general",
      { "How did you hear about us?": "x".repeat(1001) },
      "How did you hear about us?",
      m.FIELD_TOO_LONG,
    ],
  ] as const)("%s %j → %s: %s", (form, overrides, field, message) => {
    expect(errorsOf(form, overrides)[field]).toBe(message);
  });

  it("reports every failing field at once, one message each", () => {
    const result = validateLead("general", {}, demoSite);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: m.NAME_REQUIRED,
        email: m.EMAIL_REQUIRED,
        phone: m.PHONE_REQUIRED,
        terms_conditions: m.TERMS_REQUIRED,
        category: m.CATEGORY_REQUIRED,
        message: m.COMMENTS_REQUIRED,
        location: m.LOCATION_REQUIRED,
      },
    });
  });

  it("names an unknown form and lists the forms", () => {
    const result = validateLead("brochure", {}, demoSite);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.form).toBe(`Unknown form 'brochure'. Forms: ${LEAD_FORMS.join(", ")}`);
  });

  it.each([null, 3, "text", [1, 2]])("rejects a payload that is not an object: %j", (payload) => {
    expect(validateLead("general", payload, demoSite)).toEqual({
      ok: false,
      errors: { form: m.PAYLOAD_NOT_OBJECT },
    });
  });
});

describe("validateLead: optional fields (§5)", () => {
  it.each([
    ["opt_in", { opt_in: undefined }],
    ["Rego", { Rego: "" }],
    ["dateTime", { dateTime: "" }],
  ] as const)("%s may be left out", (_field, overrides) => {
    expect(errorsOf("test-drive", overrides)).toEqual({});
  });

  it.each(["test-drive", "reserve", "multi-step", "trade-in", "service-booking"] as const)(
    "the %s form marks Comments optional",
    (form) => expect(errorsOf(form, { message: "" })).toEqual({}),
  );

  it("a site switch relaxes Comments on every form", () => {
    const relaxed = SiteConfig.parse({
      ...demoSite,
      features: { ...demoSite.features, commentsOptional: true },
    });
    for (const form of LEAD_FORMS) expect(errorsOf(form, { message: "" }, relaxed)).toEqual({});
  });
});

describe("validateLead: normalised output", () => {
  it("converts a career enquiry to a general enquiry with subcategory Career Enquiry (§4)", () => {
    const result = validateLead("career", validPayloads.career, demoSite);
    expect(result).toMatchObject({
      ok: true,
      lead: {
        kind: "general",
        form: "career",
        category: "General Enquiry",
        subcategory: "Career Enquiry",
      },
    });
  });

  it("normalises the phone, coerces checkboxes, collects check options and keeps other answers", () => {
    const result = validateLead(
      "vehicle-enquiry",
      {
        ...validPayloads["vehicle-enquiry"],
        phone: "+61 7 3000 1234",
        terms_conditions: "on",
        opt_in: "true",
        "Window Tinting (check_option)": true,
        "Paint Protection (check_option)": false,
        finance_radio_options: "yes",
        "Trade in?": "Yes",
        car_id: 42,
      },
      demoSite,
    );
    expect(result).toMatchObject({
      ok: true,
      lead: {
        phone: "0730001234",
        terms_conditions: true,
        opt_in: true,
        car_id: "42",
        additional_services: ["Window Tinting"],
        extra: { "Trade in?": "Yes" },
      },
    });
    if (result.ok)
      expect(Object.keys(result.lead).some((k) => k.includes("_radio_options"))).toBe(false);
  });

  it("routes a chosen location to its name and id", () => {
    expect(validateLead("general", validPayloads.general, demoSite)).toMatchObject({
      ok: true,
      lead: { location: "Demo Toyota Sales", location_id: "1" },
    });
  });

  it("derives dealership_slug from the chosen service location where the site says so (§4)", () => {
    const deriving = SiteConfig.parse({
      ...demoSite,
      features: { ...demoSite.features, serviceDerivesDealership: true },
    });
    const payload = { ...validPayloads["service-booking"], dealership_slug: "demo-toyota" };
    expect(validateLead("service-booking", payload, deriving)).toMatchObject({
      ok: true,
      lead: { dealership_slug: "demo-mazda", location: "Demo Mazda Service" },
    });
    expect(validateLead("service-booking", payload, demoSite)).toMatchObject({
      ok: true,
      lead: { dealership_slug: "demo-toyota" },
    });
  });

  it("derives dealership_slug from a site's only service location too (no select shown)", () => {
    const oneService = SiteConfig.parse({
      ...demoSite,
      locations: demoSite.locations.filter((l) => l.id !== "4"),
      features: { ...demoSite.features, serviceDerivesDealership: true },
    });
    const payload = { ...validPayloads["service-booking"], location: "demo-toyota-service" };
    expect(validateLead("service-booking", payload, oneService)).toMatchObject({
      ok: true,
      lead: { dealership_slug: "demo-toyota" },
    });
  });

  it("asks for a distribution location only when the car's location has some (§3)", () => {
    const carWithout = {
      ...demoCar,
      location: { ...demoCar.location, distribution_locations: [] },
    };
    const payload = { ...validPayloads["test-drive"], distribution_location: "" };
    expect(validateLead("test-drive", payload, demoSite, { car: carWithout }).ok).toBe(true);
    expect(validateLead("test-drive", payload, demoSite, { car: demoCar }).ok).toBe(false);
  });

  it("ignores a client's kind and prototype keys", () => {
    const payload = JSON.parse('{"__proto__": {"polluted": true}, "kind": "trade-in"}');
    const result = validateLead(
      "vehicle-enquiry",
      { ...validPayloads["vehicle-enquiry"], ...payload },
      demoSite,
    );
    expect(result).toMatchObject({ ok: true, lead: { kind: "vehicle-enquiry" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("validateLead: properties", () => {
  it("never throws and always answers ok or field errors, for any JSON", () => {
    fc.assert(
      fc.property(leadFormArb, fc.jsonValue(), (form, payload) => {
        const result = validateLead(form, payload, demoSite, withCar);
        if (!result.ok) {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
          for (const message of Object.values(result.errors)) expect(typeof message).toBe("string");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never throws for any value at all, JSON or not", () => {
    fc.assert(
      fc.property(
        leadFormArb,
        fc.anything({ withMap: true, withSet: true, withNullPrototype: true }),
        (form, payload) => {
          expect(["object"]).toContain(typeof validateLead(form, payload, demoSite, withCar));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws for arbitrary values over a valid payload's fields", () => {
    fc.assert(
      fc.property(
        leadFormArb,
        fc.dictionary(
          fc.constantFrom(
            "name",
            "email",
            "phone",
            "message",
            "postcode",
            "Rego",
            "dateTime",
            "terms_conditions",
            "car_id",
            "location",
            "trade_km",
          ),
          fc.anything(),
        ),
        (form, overrides) => {
          validateLead(form, { ...validPayloads[form], ...overrides }, demoSite, withCar);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a valid lead validates again to itself (validation is idempotent on its output)", () => {
    fc.assert(
      fc.property(leadFormArb, (form) => {
        const first = validateLead(form, validPayloads[form], demoSite, withCar);
        if (!first.ok) throw new Error(JSON.stringify(first.errors));
        const { extra, form: _f, kind: _k, ...fields } = first.lead;
        const again = validateLead(form, { ...fields, ...extra }, demoSite, withCar);
        expect(again).toEqual(first);
      }),
    );
  });
});

describe("validateLead: an NZ trade-in is by plate only (issue 18)", () => {
  const nzSite = SiteConfig.parse({ ...demoSite, country: "NZ" });
  it.each([
    [{ Rego: "KX4821", regoState: "" }, {}],
    [{ Rego: "KX 4821", regoState: undefined }, {}],
    [{ Rego: "KX48210", regoState: "" }, { Rego: m.NZ_PLATE_INVALID }],
    [{ Rego: "KX4821", regoState: "QLD" }, { regoState: m.NZ_PLATE_HAS_NO_STATE }],
  ])("%j → %j", (overrides, errors) => {
    expect(errorsOf("trade-in", overrides, nzSite)).toEqual(errors);
  });

  it("an Australian trade-in keeps its state", () => {
    expect(errorsOf("trade-in", { Rego: "XYZ1234", regoState: "QLD" })).toEqual({});
  });
});
