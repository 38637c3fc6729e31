import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car, type CarInput } from "../schemas/car";
import { defaultSiteConfig, type SiteConfig } from "../schemas/site-config";
import {
  CONSUMER_INFORMATION_NOTICE_VERSION,
  consumerInformationNotice,
  NOTICE_SECTIONS,
  needsConsumerInformationNotice,
  noticeProblem,
} from "./consumer-information-notice";

const NOW = new Date("2026-11-23T00:00:00Z");

function nzSite(overrides: Partial<SiteConfig["dealer"]> = {}): SiteConfig {
  const site = defaultSiteConfig("harbour", "Harbour City Motors");
  return {
    ...site,
    country: "NZ",
    dealer: {
      ...site.dealer,
      address: "512 Great South Road, Penrose, Auckland 1061",
      phone: "+64 9 555 0140",
      trader_registration_number: "M123456",
      ...overrides,
    },
  };
}

/** A used NZ-new car whose notice is complete. */
const COMPLETE: CarInput = {
  id: "hcm-1",
  status: "in_stock",
  car_type: "used",
  make: "Toyota",
  model: "Corolla",
  badge: "GX",
  year: 2021,
  km: 45210,
  odometer_accurate: true,
  price: 24990,
  vin: "JTDBR32E720123456",
  regplate: "NBK123",
  rego_expiry: "2027-03-15",
  security_interest: false,
  import_status: "NZ New",
  first_registered_nz: 2021,
  reregistered: false,
  written_off: false,
  fitness_certificate: "WoF",
  fitness_expiry: "2027-05-01",
  road_user_charges: false,
};

const car = (patch: Partial<CarInput> = {}) => Car.parse({ ...COMPLETE, ...patch });

function notice(patch: Partial<CarInput> = {}, site = nzSite()) {
  const result = consumerInformationNotice(site, car(patch), NOW);
  if (!result.required) throw new Error("expected a notice");
  return result;
}

const textOf = (patch: Partial<CarInput>, heading: string, site = nzSite()) =>
  notice(patch, site).items.find((i) => i.heading === heading)?.text;

describe("consumerInformationNotice: when a notice is needed", () => {
  it.each([
    ["a used car on a NZ site", "NZ", "used", "in_stock", true],
    // Commerce Commission: "A motor vehicle that has been used as a demonstration model is also considered an used motor vehicle."
    ["a demonstrator on a NZ site", "NZ", "demo", "in_stock", true],
    ["a used car coming soon (offered for sale)", "NZ", "used", "coming_soon", true],
    ["a new car on a NZ site", "NZ", "new", "in_stock", false],
    ["a sold used car (no longer offered for sale)", "NZ", "used", "sold", false],
    ["a used car on an Australian site", "AU", "used", "in_stock", false],
  ] as const)("%s → required %s", (_label, country, carType, status, required) => {
    const site = { ...nzSite(), country };
    expect(consumerInformationNotice(site, car({ car_type: carType, status }), NOW).required).toBe(
      required,
    );
    expect(needsConsumerInformationNotice(site, { car_type: carType, status, sold: null })).toBe(
      required,
    );
  });
});

describe("consumerInformationNotice: the Schedule's items", () => {
  it("lists the items in the Schedule's order under its headings, each stated", () => {
    const result = notice();
    expect(result.version).toBe(CONSUMER_INFORMATION_NOTICE_VERSION);
    expect(result.missing).toEqual([]);
    expect(result.items.map((i) => i.heading)).toEqual([
      // Schedule: "Motor vehicle trader information"
      "Motor vehicle trader's name, address, and contact information",
      "Motor vehicle trader registration number",
      // Schedule: "Sale information"
      "Cash price",
      "Security interest",
      "Make and model",
      "Vehicle year",
      "Odometer reading",
      "Vehicle identification number or chassis number",
      "Registration plate number",
      "Year of first registration in New Zealand",
      "Whether motor vehicle re-registered",
      "Whether recorded as a statutory write-off",
      "Vehicle licence expiry date",
      "Warrant of fitness or certificate of fitness expiry date",
      "Road user charges",
      "Year of first registration overseas",
      "Country of last registration",
      "Whether imported as a damaged motor vehicle",
    ]);
    const sections = result.items.map((i) => NOTICE_SECTIONS.indexOf(i.section));
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
  });

  it.each([
    // "The motor vehicle trader must state the registration number or other unique identifier
    // given to the motor vehicle trader upon registration."
    [{}, "Motor vehicle trader registration number", "M123456"],
    // "The motor vehicle trader must state the motor vehicle trader's name, address, and any other
    // contact information the motor vehicle trader may voluntarily choose to provide"
    [
      {},
      "Motor vehicle trader's name, address, and contact information",
      "Harbour City Motors · 512 Great South Road, Penrose, Auckland 1061 · +64 9 555 0140",
    ],
    // "The motor vehicle trader must state the total cash price of the motor vehicle"
    [{}, "Cash price", "$24,990"],
    // "If the motor vehicle is displayed for sale by auction, the motor vehicle trader must write
    // the following statement on the consumer information notice in place of the cash price:
    // “For sale by auction”."
    [{ sale_method: "auction", price: null }, "Cash price", "For sale by auction"],
    // "… by competitive tender … “For sale by competitive tender”."
    [
      { sale_method: "Competitive tender", price: null },
      "Cash price",
      "For sale by competitive tender",
    ],
    // "The motor vehicle trader must indicate, by ticking the appropriate box, whether or not there
    // is a security interest over the motor vehicle recorded on the personal property securities
    // register (PPSR)"
    [{ security_interest: false }, "Security interest", "No"],
    [
      { security_interest: true, security_interest_cleared: true },
      "Security interest",
      "Yes — the trader will clear it before the sale",
    ],
    [
      { security_interest: "yes", security_interest_cleared: "no" },
      "Security interest",
      "Yes — it will not be cleared: the vehicle could be repossessed",
    ],
    [{}, "Make and model", "Toyota Corolla GX"],
    [{}, "Odometer reading", "45,210 km"],
    [
      { odometer_accurate: false },
      "Odometer reading",
      "45,210 km — the trader believes this reading is not accurate",
    ],
    [{}, "Vehicle licence expiry date", "15/03/2027"],
    [{ rego_expiry: "2026-10-01" }, "Vehicle licence expiry date", "01/10/2026 (expired)"],
    [
      {},
      "Warrant of fitness or certificate of fitness expiry date",
      "Warrant of fitness, expires 01/05/2027",
    ],
    [
      { fitness_certificate: "Certificate of fitness" },
      "Warrant of fitness or certificate of fitness expiry date",
      "Certificate of fitness, expires 01/05/2027",
    ],
    [{}, "Country of last registration", "Not applicable (New Zealand new)"],
    [
      { import_status: "Imported", last_registered_country: "Japan" },
      "Country of last registration",
      "Japan",
    ],
  ] as const)("%j: %s states %s", (patch, heading, text) => {
    expect(textOf(patch as Partial<CarInput>, heading)).toBe(text);
  });

  it.each([
    [{ security_interest: null }, ["Security interest"]],
    // A recorded interest must say whether it will be cleared.
    [{ security_interest: true }, ["Security interest"]],
    [{ odometer_accurate: null }, ["Odometer reading"]],
    [{ price: 0 }, ["Cash price"]],
    [{ fitness_expiry: "" }, ["Warrant of fitness or certificate of fitness expiry date"]],
    [
      { import_status: "imported" },
      [
        "Year of first registration overseas",
        "Country of last registration",
        "Whether imported as a damaged motor vehicle",
      ],
    ],
    [
      { import_status: null },
      [
        "Year of first registration overseas",
        "Country of last registration",
        "Whether imported as a damaged motor vehicle",
      ],
    ],
  ] as const)("%j is missing %j", (patch, headings) => {
    const result = notice(patch as Partial<CarInput>);
    expect(result.missing.map((m) => m.heading)).toEqual(headings);
    for (const heading of headings) {
      expect(result.items.find((i) => i.heading === heading)?.text).toBeNull();
    }
  });

  it("misses the trader registration number until the site states it", () => {
    const result = notice({}, nzSite({ trader_registration_number: null }));
    expect(result.missing).toEqual([
      {
        heading: "Motor vehicle trader registration number",
        fields: ["dealer.trader_registration_number"],
      },
    ]);
    expect(noticeProblem(result)).toBe(
      "Consumer Information Notice incomplete: Motor vehicle trader registration number",
    );
    expect(noticeProblem(notice())).toBeNull();
  });
});

const triState = fc.constantFrom(true, false, null);
const patchArb = fc.record(
  {
    car_type: fc.constantFrom("used", "demo", "new", "Used", null),
    status: fc.constantFrom("in_stock", "coming_soon", "sold", "withdrawn"),
    price: fc.constantFrom(0, 24990, null),
    km: fc.constantFrom(0, 45210, null),
    odometer_accurate: triState,
    security_interest: triState,
    security_interest_cleared: triState,
    import_status: fc.constantFrom("nz_new", "imported", null),
    first_registered_overseas: fc.constantFrom(2015, null),
    last_registered_country: fc.constantFrom("Japan", "", null),
    imported_damaged: triState,
    written_off: triState,
    reregistered: triState,
    fitness_expiry: fc.constantFrom("2027-05-01", "2025-01-01", null),
    vin: fc.constantFrom("JTDBR32E720123456", " ", null),
    sale_method: fc.constantFrom("auction", "tender", null),
  },
  { requiredKeys: [] },
);
const countryArb = fc.constantFrom("AU" as const, "NZ" as const);
const registrationArb = fc.constantFrom("M123456", null);

describe("consumerInformationNotice: properties", () => {
  it("a car's notice is complete iff no item is missing, and every missing item is one unstated", () => {
    fc.assert(
      fc.property(patchArb, countryArb, registrationArb, (patch, country, registration) => {
        const site = { ...nzSite({ trader_registration_number: registration }), country };
        const result = consumerInformationNotice(site, car(patch as Partial<CarInput>), NOW);
        if (!result.required) return;
        const unstated = result.items.filter((i) => i.text === null).map((i) => i.heading);
        expect(result.missing.map((m) => m.heading)).toEqual(unstated);
        expect(noticeProblem(result) === null).toBe(unstated.length === 0);
      }),
    );
  });

  it("non-NZ sites and new cars never need one", () => {
    fc.assert(
      fc.property(patchArb, countryArb, (patch, country) => {
        const c = car(patch as Partial<CarInput>);
        const result = consumerInformationNotice({ ...nzSite(), country }, c, NOW);
        if (country === "AU" || c.car_type === "new") expect(result).toEqual({ required: false });
      }),
    );
  });
});
