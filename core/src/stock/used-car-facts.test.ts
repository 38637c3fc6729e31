import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { feedDateText, usedCarFacts, usedCarHeading } from "./used-car-facts";

const used = {
  car_type: "used",
  km: 45120,
  regplate: "123ABC",
  rego_expiry: "2027-05-15",
  build_date: "2021-03",
  compliance_date: "2021-05",
  certified: true,
};

describe("§2 used-car block", () => {
  it("lists the facts a used car carries, dates as dd/MM/yyyy (§9)", () => {
    expect(usedCarFacts(used)).toEqual([
      { label: "Odometer", value: "45,120 km" },
      { label: "Registration", value: "123ABC" },
      { label: "Registration expiry", value: "15/05/2027" },
      { label: "Build date", value: "03/2021" },
      { label: "Compliance date", value: "05/2021" },
      { label: "Certified pre-owned", value: "Yes" },
    ]);
  });

  it("leaves out what is missing", () => {
    expect(
      usedCarFacts({ ...used, regplate: " ", rego_expiry: null, certified: false, km: null }),
    ).toEqual([
      { label: "Build date", value: "03/2021" },
      { label: "Compliance date", value: "05/2021" },
    ]);
  });

  it.each(["new", "demo", null])("no block for a %s car", (car_type) => {
    expect(usedCarFacts({ ...used, car_type })).toBeNull();
  });

  it("no block for a used car with no facts", () => {
    expect(
      usedCarFacts({
        car_type: "Used",
        km: null,
        regplate: null,
        rego_expiry: null,
        build_date: null,
        compliance_date: null,
        certified: null,
      }),
    ).toBeNull();
  });

  it("heading uses the site's vehicle word", () => {
    const site = defaultSiteConfig("rv");
    expect(usedCarHeading(site)).toBe("Used Car Information");
    expect(usedCarHeading({ theme: { ...site.theme, vehicleWord: "Caravan" } })).toBe(
      "Used Caravan Information",
    );
  });
});

describe("feed dates", () => {
  it.each([
    ["2027-05-15", "15/05/2027"],
    ["2027-05-15T00:00:00Z", "15/05/2027"],
    ["2021-03", "03/2021"],
    ["15/05/2027", "15/05/2027"],
    ["2021-13", "2021-13"],
    ["2021-02-40", "2021-02-40"],
    [" March 2021 ", "March 2021"],
  ])("%s → %s", (input, output) => {
    expect(feedDateText(input)).toBe(output);
  });
});
