import { describe, expect, it } from "vitest";
import { vehicleDisclaimer } from "./vehicle-disclaimer";

const base = {
  dealerName: "Sunshine Coast Toyota",
  country: "AU" as const,
  car: { price_type: "Drive Away" },
  financeEstimateShown: true,
  financeDisclaimer: "Estimate on a 5-year term.",
};

describe("§2 vehicle page disclaimer", () => {
  it("the listing note, the price type note and the finance asterisk", () => {
    const lines = vehicleDisclaimer(base);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("Please confirm every detail with Sunshine Coast Toyota");
    expect(lines[1]).toMatch(/^Drive Away prices include registration/);
    expect(lines[2]).toBe("* Estimate on a 5-year term.");
  });

  it("feed spellings of a price type get the same note", () => {
    expect(vehicleDisclaimer({ ...base, car: { price_type: "egc" } })[1]).toMatch(
      /^Prices marked Excl\. Govt\. Charges do not include/,
    );
  });

  it("no price type note for an unknown type, no asterisk without a shown estimate", () => {
    const lines = vehicleDisclaimer({
      ...base,
      car: { price_type: "special_thing" },
      financeEstimateShown: false,
    });
    expect(lines).toHaveLength(1);
  });

  it("no asterisk line when the lender has no disclaimer", () => {
    expect(vehicleDisclaimer({ ...base, financeDisclaimer: " " })).toHaveLength(2);
  });

  it("a New Zealand site's notes name no stamp duty or compulsory third party insurance (issue 37 §3)", () => {
    for (const price_type of ["Drive Away", "egc", "+ ORC"]) {
      const [, note] = vehicleDisclaimer({ ...base, country: "NZ", car: { price_type } });
      expect(note).toBeDefined();
      expect(note).not.toMatch(/stamp duty|compulsory third party/i);
    }
    expect(vehicleDisclaimer({ ...base, country: "NZ" })[1]).toBe(
      "Drive Away prices include registration and licensing, a current warrant of fitness and dealer delivery.",
    );
  });
});
