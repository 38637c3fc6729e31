import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as m from "./messages";
import { compactPlate, REGO_STATES, regoAsksForState, regoLookupKey } from "./rego-lookup";

describe("regoLookupKey (issue 18: AU by state and plate, NZ by plate only)", () => {
  it.each([
    ["AU", { rego: "xyz 123", state: "qld" }, { ok: true, key: { plate: "XYZ123", state: "QLD" } }],
    [
      "AU",
      { rego: "1ABC-234", state: "NSW" },
      { ok: true, key: { plate: "1ABC234", state: "NSW" } },
    ],
    ["AU", { rego: "XYZ123" }, { ok: false, field: "regoState", error: m.REGO_STATE_INVALID }],
    [
      "AU",
      { rego: "XYZ123", state: "AUK" },
      { ok: false, field: "regoState", error: m.REGO_STATE_INVALID },
    ],
    ["AU", { rego: "<b>", state: "QLD" }, { ok: false, field: "rego", error: m.REGO_INVALID }],
    ["AU", { rego: " ", state: "QLD" }, { ok: false, field: "rego", error: m.REGO_REQUIRED }],
    ["NZ", { rego: "abc123" }, { ok: true, key: { plate: "ABC123", state: null } }],
    ["NZ", { rego: "KX 4821" }, { ok: true, key: { plate: "KX4821", state: null } }],
    ["NZ", { rego: "MYCAR", state: "" }, { ok: true, key: { plate: "MYCAR", state: null } }],
    ["NZ", { rego: "ABC1234" }, { ok: false, field: "rego", error: m.NZ_PLATE_INVALID }],
    ["NZ", { rego: "AB_12" }, { ok: false, field: "rego", error: m.NZ_PLATE_INVALID }],
    [
      "NZ",
      { rego: "ABC123", state: "QLD" },
      { ok: false, field: "regoState", error: m.NZ_PLATE_HAS_NO_STATE },
    ],
    ["NZ", {}, { ok: false, field: "rego", error: m.REGO_REQUIRED }],
  ] as const)("%s %j → %j", (country, input, expected) => {
    expect(regoLookupKey(country, input)).toEqual(expected);
  });

  it("only an AU form asks for the state", () => {
    expect(regoAsksForState("AU")).toBe(true);
    expect(regoAsksForState("NZ")).toBe(false);
  });

  const alnum = fc.constantFrom(..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789".split(""));
  const plateArb = (min: number, max: number) =>
    fc.array(alnum, { minLength: min, maxLength: max }).map((cs) => cs.join(""));

  it("property: every NZ plate of 1 to 6 letters and digits is accepted, in any case, spaced or not", () => {
    fc.assert(
      fc.property(plateArb(1, 6), fc.boolean(), fc.nat(6), (plate, lower, at) => {
        const written = `${plate.slice(0, at)}${at > 0 && at < plate.length ? " " : ""}${plate.slice(at)}`;
        const r = regoLookupKey("NZ", { rego: lower ? written.toLowerCase() : written });
        expect(r).toEqual({ ok: true, key: { plate, state: null } });
      }),
      { numRuns: 200 },
    );
  });

  it("property: an NZ plate of 7 or more letters and digits is refused, naming the rego", () => {
    fc.assert(
      fc.property(plateArb(7, 12), (plate) => {
        expect(regoLookupKey("NZ", { rego: plate })).toMatchObject({ ok: false, field: "rego" });
      }),
      { numRuns: 100 },
    );
  });

  it("property: an AU rego is accepted with any of its states and refused without one", () => {
    fc.assert(
      fc.property(plateArb(1, 9), fc.constantFrom(...REGO_STATES), (plate, state) => {
        expect(regoLookupKey("AU", { rego: plate, state })).toEqual({
          ok: true,
          key: { plate, state },
        });
        expect(regoLookupKey("AU", { rego: plate })).toMatchObject({
          ok: false,
          field: "regoState",
        });
      }),
      { numRuns: 100 },
    );
  });

  it("property: compactPlate is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        expect(compactPlate(compactPlate(s))).toBe(compactPlate(s));
      }),
      { numRuns: 100 },
    );
  });
});
