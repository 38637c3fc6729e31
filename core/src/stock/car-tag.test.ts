import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { CAR_TAGS, carTag, isNewArrival } from "./car-tag";

const NOW = new Date("2026-03-15T00:00:00Z");
const base = defaultSiteConfig("demo");
const site = (features: Partial<typeof base.features>) => ({
  features: { ...base.features, ...features },
});
const allOn = site({ electricTag: true, certifiedToyota: true, certifiedMercedesTag: true });

describe("§4 car tag precedence", () => {
  it.each([
    [
      "1 electric when the site enables it",
      { simple_fuel: "Electric", reserved: true },
      allOn,
      "electric",
      "Electric",
    ],
    [
      "1 hybrid when the site enables it",
      { simple_fuel: "Hybrid", reserved: true },
      allOn,
      "hybrid",
      "Hybrid",
    ],
    ["1 skipped when the site disables it", { simple_fuel: "Electric" }, site({}), null, ""],
    ["2 Reserved", { reserved: true, tag: "Runout Sale" }, allOn, "reserved", "Reserved"],
    [
      "3 certified used Toyota",
      { make: "Toyota", car_type: "used", certified: true, tag: "Hot" },
      allOn,
      "certified",
      "Toyota Certified Pre-Owned",
    ],
    [
      "3 not for a new Toyota",
      { make: "Toyota", car_type: "new", certified: true },
      allOn,
      null,
      "",
    ],
    [
      "3 not when the site is off",
      { make: "Toyota", car_type: "used", certified: true },
      site({}),
      null,
      "",
    ],
    [
      "3 certified used Mercedes",
      { make: "Mercedes-Benz", car_type: "used", certified: true },
      allOn,
      "certified",
      "Certified Pre-Owned",
    ],
    [
      "4 the car's own tag",
      { tag: "Runout Sale", status: "coming_soon" },
      allOn,
      "custom",
      "Runout Sale",
    ],
    [
      "5 COMING SOON",
      { status: "coming_soon", created_at: "2026-03-14T00:00:00Z" },
      allOn,
      "coming-soon",
      "COMING SOON",
    ],
    [
      "6 new arrival",
      { status: "in_stock", created_at: "2026-03-08T00:00:00Z" },
      allOn,
      "new-arrival",
      "New Arrival",
    ],
    ["7 none", { status: "in_stock", created_at: "2026-03-06T23:59:59Z" }, allOn, null, ""],
  ] as const)("step %s", (_name, car, s, tag, label) => {
    expect(carTag(car, s, NOW)).toMatchObject({ tag, label });
  });

  it("runout sale is green on one site and red on others", () => {
    expect(carTag({ tag: "runout sale" }, site({ runoutSaleColour: "green" }), NOW).colour).toBe(
      "green",
    );
    expect(carTag({ tag: "Runout Sale" }, site({}), NOW).colour).toBe("red");
    expect(carTag({ tag: "Hot Deal" }, site({}), NOW).colour).toBe("brand");
  });

  it("the Toyota step shows the certified-used image", () => {
    expect(carTag({ make: "toyota", car_type: "used", certified: true }, allOn, NOW).image).toBe(
      "toyota-certified-used",
    );
  });

  it("the 8-day new-arrival window is inclusive", () => {
    expect(isNewArrival("2026-03-07T00:00:00Z", NOW)).toBe(true);
    expect(isNewArrival("2026-03-06T23:59:59Z", NOW)).toBe(false);
    expect(isNewArrival("not a date", NOW)).toBe(false);
    expect(isNewArrival(null, NOW)).toBe(false);
  });

  it("property: the winner is the earliest applicable step", () => {
    const carArb = fc.record({
      simple_fuel: fc.constantFrom("Electric", "Hybrid", "Petrol", null),
      reserved: fc.boolean(),
      certified: fc.boolean(),
      car_type: fc.constantFrom("new", "used", "demo"),
      make: fc.constantFrom("Toyota", "Mercedes-Benz", "Mazda"),
      tag: fc.constantFrom(null, "Runout Sale", "Hot"),
      status: fc.constantFrom("in_stock", "coming_soon", "sold"),
      created_at: fc.constantFrom("2026-03-14T00:00:00Z", "2025-01-01T00:00:00Z"),
    });
    fc.assert(
      fc.property(carArb, fc.boolean(), (car, electricTag) => {
        const s = site({ electricTag, certifiedToyota: true, certifiedMercedesTag: true });
        const { tag } = carTag(car, s, NOW);
        const rank = (t: typeof tag) => (t === null ? CAR_TAGS.length : CAR_TAGS.indexOf(t));
        // Setting reserved can only move the result to an earlier (or equal) step.
        expect(rank(carTag({ ...car, reserved: true }, s, NOW).tag)).toBeLessThanOrEqual(rank(tag));
        if (car.reserved && !(electricTag && /Electric|Hybrid/.test(car.simple_fuel ?? ""))) {
          expect(tag).toBe("reserved");
        }
      }),
    );
  });
});
