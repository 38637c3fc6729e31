import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { defaultSiteConfig, SiteConfig } from "../schemas/site-config";
import { reservationRefusal } from "./reservation";
import {
  HOLD_MESSAGES,
  heldOnlyByLapsedHolds,
  holdDurationText,
  holdExpiresAt,
  holdHolder,
  holdIsActive,
  holdNotice,
  holdRefusal,
} from "./reservation-hold";

const now = new Date("2026-12-07T10:00:00Z");
const base = defaultSiteConfig("demo");
const site = (features: Record<string, unknown> = {}) =>
  SiteConfig.parse({ ...base, features: { ...base.features, reserve: true, ...features } });
const car = Car.parse({ id: "c1", status: "in_stock", price: 25_990, make: "Toyota" });
const anonymous = { userId: null, clientAddress: "203.0.113.9" };
const signedIn = { userId: "u1", clientAddress: "203.0.113.9" };

describe("issue 30 §7 who may hold a car", () => {
  it.each([
    [
      "an anonymous visitor, deposit at the dealership",
      anonymous,
      "at-dealership",
      "verify-to-hold",
    ],
    ["an anonymous visitor paying the deposit by card", anonymous, "online", null],
    [
      "a signed-in shopper (verified mobile), deposit at the dealership",
      signedIn,
      "at-dealership",
      null,
    ],
    ["a signed-in shopper paying by card", signedIn, "online", null],
  ] as const)("%s", (_, shopper, taken, expected) => {
    expect(holdRefusal(shopper, taken)).toBe(expected);
  });

  it("says what to do, and that nothing was charged", () => {
    expect(HOLD_MESSAGES["verify-to-hold"]).toBe(
      "Please sign in with your mobile number to reserve this car. Nothing has been charged.",
    );
  });

  it("counts an account's holds by the account and an anonymous paid hold by its address", () => {
    expect(holdHolder(signedIn)).toBe("user:u1");
    expect(holdHolder(anonymous)).toBe("client:203.0.113.9");
  });
});

describe("issue 30 §7 unpaid holds expire after the site's setting", () => {
  it("defaults to 30 minutes and a limit of 2", () => {
    expect(base.features.reserveHoldMinutes).toBe(30);
    expect(base.features.reserveHoldLimit).toBe(2);
  });

  it("an unpaid hold expires reserveHoldMinutes after now; a paid one never does", () => {
    expect(holdExpiresAt(site({ reserveHoldMinutes: 45 }), "at-dealership", now)).toEqual(
      new Date("2026-12-07T10:45:00Z"),
    );
    expect(holdExpiresAt(site(), "online", now)).toBeNull();
  });

  it("a hold is active until its expiry, not at it, and never once released", () => {
    const expiresAt = new Date("2026-12-07T10:30:00Z");
    expect(holdIsActive({ expiresAt, releasedAt: null }, new Date("2026-12-07T10:29:59Z"))).toBe(
      true,
    );
    expect(holdIsActive({ expiresAt, releasedAt: null }, expiresAt)).toBe(false);
    expect(holdIsActive({ expiresAt: null, releasedAt: null }, now)).toBe(true);
    expect(holdIsActive({ expiresAt: null, releasedAt: now }, now)).toBe(false);
  });

  it("is active exactly before expiresAt (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 10_080 }),
        fc.integer({ min: 0, max: 20_000 }),
        (m, t) => {
          const expiresAt = holdExpiresAt(site({ reserveHoldMinutes: m }), "at-dealership", now);
          const later = new Date(now.getTime() + t * 60_000);
          return holdIsActive({ expiresAt, releasedAt: null }, later) === t < m;
        },
      ),
    );
  });

  it("shows the shopper how long the car is held (none for a paid hold)", () => {
    expect(holdNotice(site(), "at-dealership")).toBe(
      "We hold the car for you for 30 minutes. If the dealership has not taken your deposit by then, the car is released for other buyers.",
    );
    expect(holdNotice(site(), "online")).toBeNull();
    expect(holdDurationText(90)).toBe("1 hour 30 minutes");
    expect(holdDurationText(1440)).toBe("1 day");
  });

  it.each([
    [{ reserveHoldMinutes: 4 }, "features.reserveHoldMinutes must be at least 5"],
    [{ reserveHoldMinutes: 30.5 }, "features.reserveHoldMinutes must be a whole number of minutes"],
    [{ reserveHoldLimit: 0 }, "features.reserveHoldLimit must be at least 1"],
  ])("refuses a bad setting %j with one message naming it", (features, message) => {
    const parsed = SiteConfig.safeParse({ ...base, features: { ...base.features, ...features } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

describe("issue 30 §7 one shopper holds a bounded number of cars", () => {
  it("refuses a hold at the limit, allows one below it", () => {
    const s = site({ reserveHoldLimit: 2 });
    expect(reservationRefusal(car, s, now, { hasReservation: false, shopperHolds: 1 })).toBeNull();
    expect(reservationRefusal(car, s, now, { hasReservation: false, shopperHolds: 2 })).toBe(
      "hold-limit",
    );
  });

  it("names the limit", () => {
    expect(HOLD_MESSAGES["hold-limit"](2)).toBe(
      "You already have 2 cars on hold, the most one shopper can reserve at once. Nothing has been charged.",
    );
  });
});

describe("issue 30 §7 a lapsed hold shows the car free before the sweep", () => {
  const hold = (createdMin: number, expiresMin: number | null, released = false) => ({
    createdAt: new Date(now.getTime() + createdMin * 60_000),
    expiresAt: expiresMin === null ? null : new Date(now.getTime() + expiresMin * 60_000),
    releasedAt: released ? now : null,
  });
  const later = new Date(now.getTime() + 31 * 60_000);
  it.each([
    ["its only hold lapsed", { reserved: true }, [hold(0, 30)], true],
    ["its hold is still running", { reserved: true }, [hold(0, 45)], false],
    ["a paid hold keeps it", { reserved: true }, [hold(0, null)], false],
    ["the flag with no hold (the dealer or the feed set it)", { reserved: true }, [], false],
    ["not flagged", { reserved: false }, [hold(0, 30)], false],
    [
      "a lapsed hold, then a later paid one released by hand",
      { reserved: true },
      [hold(0, 30), hold(5, null, true)],
      false,
    ],
  ] as const)("%s", (_, car, holds, free) => {
    expect(heldOnlyByLapsedHolds(car, holds, later)).toBe(free);
  });
});
