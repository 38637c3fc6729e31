import { describe, expect, it } from "vitest";
import { demoCar, demoSite } from "../leads/lead-test-fixtures";
import type { StoredReservation } from "../ports/leads";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { findCarToReserve } from "./find-car-to-reserve";

const NOW = new Date("2026-12-01T00:00:00Z");
const site = SiteConfig.parse({ ...demoSite, features: { ...demoSite.features, reserve: true } });
const car = Car.parse({ ...demoCar, slug: "corolla-42", status: "in_stock", photos_count: 3 });

const hold = (expiresAt: Date | null): StoredReservation => ({
  id: "r-1",
  site: site.slug,
  carId: car.id,
  amount: "200",
  customer: { name: "Jane", email: "jane@example.com", phone: "0412345678" },
  reference: "REF-1",
  leadId: null,
  idempotencyKey: null,
  createdAt: new Date(NOW.getTime() - 60 * 60_000),
  holder: "user:u-1",
  expiresAt,
  releasedAt: null,
});

function ports(stored: Car, holds: StoredReservation[] = []) {
  const asked: string[] = [];
  return {
    asked,
    stock: {
      bySlug: async (_site: string, slug: string) => {
        asked.push(`slug:${slug}`);
        return slug === stored.slug ? stored : null;
      },
      get: async (_site: string, id: string) => {
        asked.push(`id:${id}`);
        return id === stored.id ? stored : null;
      },
    },
    reservations: { list: async () => holds },
  };
}

const context = { now: NOW, site };

describe("findCarToReserve (§2 checkout pages, issue 30 §7)", () => {
  it("finds the car by its slug, or by its id as other links carry, reservable now", async () => {
    for (const slug of ["corolla-42", car.id]) {
      const result = await findCarToReserve(ports(car), { slug }, context);
      expect(result).toEqual({ ok: true, value: { car, refusal: null } });
    }
  });

  it("an address that cannot name a car asks the store nothing (not found)", async () => {
    const p = ports(car);
    const result = await findCarToReserve(p, { slug: "%00" }, context);
    expect(result).toEqual({ ok: true, value: { car: null, refusal: "not-found" } });
    expect(p.asked).toEqual([]);
  });

  it("an active hold reserves the car; a lapsed one no longer does, though the flag is still set", async () => {
    const flagged = { ...car, reserved: true };
    const active = await findCarToReserve(
      ports(flagged, [hold(new Date(NOW.getTime() + 60_000))]),
      { slug: "corolla-42" },
      context,
    );
    expect(active.ok && active.value.refusal).toBe("already-reserved");
    const lapsed = await findCarToReserve(
      ports(flagged, [hold(new Date(NOW.getTime() - 60_000))]),
      { slug: "corolla-42" },
      context,
    );
    expect(lapsed.ok && lapsed.value).toEqual({ car: flagged, refusal: null });
  });

  it("an active hold still reserves a car whose flag a feed import cleared", async () => {
    const cleared = { ...car, reserved: false };
    const result = await findCarToReserve(
      ports(cleared, [hold(null)]),
      { slug: "corolla-42" },
      context,
    );
    expect(result.ok && result.value.refusal).toBe("already-reserved");
  });
});
