import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { showReserveButton } from "../eligibility/action-buttons";
import { Car } from "../schemas/car";
import { DEFAULT_RESERVE_AMOUNT, defaultSiteConfig, SiteConfig } from "../schemas/site-config";
import { ARB_NOW, carArb } from "../search/arbitraries";
import {
  RESERVATION_MESSAGES,
  reservationRefusal,
  reserveAmount,
  reserveAmountText,
} from "./reservation";

const now = new Date("2026-11-23T00:00:00Z");
const base = defaultSiteConfig("demo");
const site = (
  features: Partial<typeof base.features> = {},
  stock: Partial<typeof base.stock> = {},
) =>
  SiteConfig.parse({
    ...base,
    features: { ...base.features, reserve: true, ...features },
    stock: { ...base.stock, ...stock },
  });
const car = (extra: Record<string, unknown> = {}) =>
  Car.parse({
    id: "c1",
    status: "in_stock",
    price: 25_990,
    make: "Toyota",
    stocknum: "U1",
    ...extra,
  });

describe("§4/§5 reservation eligibility", () => {
  it.each([
    ["an eligible car on a reserve site", car(), site(), null],
    ["a site without reserve", car(), site({ reserve: false }), "not-offered"],
    ["no car", null, site(), "not-found"],
    [
      "a car hidden from the dealer site",
      car({ show_on_dealer_website: false }),
      site(),
      "not-found",
    ],
    ["a make the site hides", car(), site({}, { hiddenMakes: ["toyota"] }), "not-found"],
    ["a stock number the site hides", car(), site({}, { hiddenStockNumbers: ["U1"] }), "not-found"],
    [
      "a car type the site does not sell",
      car({ car_type: "new" }),
      site({}, { carTypes: ["used"] }),
      "not-found",
    ],
    ["a reserved car", car({ reserved: true }), site(), "already-reserved"],
    ["a test-drive-only car", car({ test_drive_only: true }), site(), "unavailable"],
    ["a car flagged not reservable", car({ reservable: false }), site(), "unavailable"],
    ["a car priced exactly 200", car({ price: 200 }), site(), "unavailable"],
    ["a car priced 201", car({ price: 201 }), site(), null],
    ["a coming-soon car", car({ status: "coming_soon" }), site(), "unavailable"],
    [
      "a car sold yesterday (still listed)",
      car({ status: "sold", sold: true, sold_date_timestamp: now.getTime() / 1000 - 86_400 }),
      site(),
      "unavailable",
    ],
  ] as const)("%s → %s", (_what, c, s, refusal) => {
    expect(reservationRefusal(c, s, now)).toBe(refusal);
  });

  it("a car with a reservation on record is already reserved even when a feed cleared the flag", () => {
    expect(
      reservationRefusal(car({ reserved: false }), site(), now, { hasReservation: true }),
    ).toBe("already-reserved");
  });

  it("every refusal has a message, and 'already reserved' says so", () => {
    expect(RESERVATION_MESSAGES["already-reserved"]).toMatch(/already been reserved/);
    for (const message of Object.values(RESERVATION_MESSAGES))
      expect(message.length).toBeGreaterThan(10);
  });

  it("property: a reservable car is exactly one the reserve button is shown for, among listed, unreserved cars", () => {
    const on = site();
    fc.assert(
      fc.property(carArb, fc.boolean(), fc.boolean(), (c, reservable, testDriveOnly) => {
        const candidate = { ...c, reservable, test_drive_only: testDriveOnly };
        const refusal = reservationRefusal(candidate, on, ARB_NOW);
        if (refusal === null) expect(showReserveButton(candidate, on)).toBe(true);
        if (refusal === "unavailable") expect(showReserveButton(candidate, on)).toBe(false);
        if (showReserveButton(candidate, on) && candidate.show_on_dealer_website !== false) {
          expect(refusal).toBeNull();
        }
      }),
    );
  });
});

describe("§9 reserve amount", () => {
  it("defaults to $200 and follows the site's setting", () => {
    expect(DEFAULT_RESERVE_AMOUNT).toBe(200);
    expect(reserveAmount(base)).toBe(200);
    expect(reserveAmountText(base)).toBe("$200");
    expect(reserveAmountText(site({ reserveAmount: 1500 }))).toBe("$1,500");
  });

  it("a zero or negative amount is a configuration error", () => {
    expect(() => site({ reserveAmount: 0 })).toThrow();
    expect(() => site({ reserveAmount: -5 })).toThrow();
  });
});
