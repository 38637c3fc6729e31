import { Car, defaultSiteConfig, type ReservationSteps } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Store, storeOn } from "./create-store";
import type { TestDatabase } from "./test-databases";

/**
 * The reservation contract (issue 6, issue 30 §7), run against every database the store
 * supports: the car is locked, marked reserved and recorded with its reserve lead in one short
 * transaction (the payment was authorised before it), a refusal or a failure anywhere leaves
 * nothing written, and holds count per holder and lapse at their expiry.
 */
export function reservationContract(name: string, open: () => Promise<TestDatabase>): void {
  const NOW = new Date("2026-11-23T00:00:00.000Z");
  const customer = { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" };
  const car = (id: string) =>
    Car.parse({ id, slug: `car-${id}`, make: "Toyota", status: "in_stock", price: 25_990 });

  /** Steps whose refusals are seen; the refusal is the store-level fact only (core decides the rest). */
  function steps(overrides: Partial<ReservationSteps> = {}) {
    const facts: Array<{ hasReservation: boolean; shopperHolds: number }> = [];
    const base: ReservationSteps = {
      refuse: (c, f) => {
        facts.push(f);
        return c.reserved === true || f.hasReservation ? "already-reserved" : null;
      },
      lead: (c, reference) => ({ kind: "reserve", payload: { car_id: c.id, reference } }),
    };
    return { facts, steps: { ...base, ...overrides } };
  }

  describe(`${name} store: reservations`, () => {
    let db: TestDatabase;
    let store: Store;
    const a = "res-alpha";
    const b = "res-bravo";
    beforeAll(async () => {
      db = await open();
      store = await storeOn(db.connection);
      await store.sites.save(defaultSiteConfig(a));
      await store.sites.save(defaultSiteConfig(b));
      await store.stock.upsert(a, ["1", "2", "3", "4", "5", "6", "7"].map(car));
      await store.stock.upsert(b, [car("b1")]);
    });
    afterAll(() => db?.dispose());

    let n = 0;
    const request = (
      carId: string,
      idempotencyKey: string | null = null,
      site = a,
      hold: { holder?: string | null; expiresAt?: Date | null } = {},
    ) => {
      n += 1;
      return {
        site,
        carId,
        amount: "200",
        customer,
        idempotencyKey,
        id: `res-${n}`,
        reference: `REF-${carId}-${n}`,
        holder: hold.holder ?? null,
        expiresAt: hold.expiresAt ?? null,
      };
    };
    /** Everything a reservation could have written for one car of site a. */
    async function written(carId: string, site = a) {
      const leads = (await store.leads.list(site)).filter((l) => l.payload.car_id === carId);
      return {
        reserved: (await store.stock.get(site, carId))?.reserved === true,
        reservations: await store.reservations.list(site, carId),
        leads: leads.length,
        outbox: (await store.leads.outbox(site)).filter((o) => leads.some((l) => l.id === o.leadId))
          .length,
      };
    }

    it("marks the car reserved and stores the reservation with its reserve lead and outbox row", async () => {
      const { steps: s } = steps();
      const req = request("1", "key-1", a, { holder: "user:u1" });
      const outcome = await store.reservations.reserve(req, s, NOW);
      if (outcome.status !== "reserved") throw new Error(outcome.status);
      expect(outcome.car.reserved).toBe(true);
      expect(outcome.reservation).toMatchObject({
        site: a,
        id: req.id,
        carId: "1",
        customer,
        reference: req.reference,
        leadId: outcome.lead.id,
        idempotencyKey: "key-1",
        createdAt: NOW,
        holder: "user:u1",
        expiresAt: null,
        releasedAt: null,
      });
      expect(Number(outcome.reservation.amount)).toBe(200);
      expect(outcome.lead).toMatchObject({
        kind: "reserve",
        payload: { reference: req.reference },
      });
      expect(await written("1")).toMatchObject({ reserved: true, leads: 1, outbox: 1 });
      expect((await store.leads.outbox(a, "pending")).map((o) => o.leadId)).toContain(
        outcome.lead.id,
      );
      expect(await store.reservations.findByKey(a, "key-1")).toEqual(outcome.reservation);
      expect(await store.reservations.findByKey(b, "key-1")).toBeNull();
    });

    it("refuses a second reservation of the same car and writes nothing", async () => {
      const { steps: s } = steps();
      const outcome = await store.reservations.reserve(request("1"), s, NOW);
      expect(outcome).toMatchObject({ status: "refused", reason: "already-reserved" });
      expect((await written("1")).reservations).toHaveLength(1);
    });

    it("tells the refusal about a recorded reservation after a feed import cleared the flag", async () => {
      await store.stock.upsert(a, [car("1")]);
      expect((await store.stock.get(a, "1"))?.reserved).toBeFalsy();
      const { facts, steps: s } = steps({
        refuse: (_c, f) => (f.hasReservation ? "already-reserved" : "unexpected"),
      });
      expect(await store.reservations.reserve(request("1"), s, NOW)).toMatchObject({
        reason: "already-reserved",
      });
      expect(facts).toEqual([]);
    });

    it("a retry with the same idempotency key replays the first reservation and holds once", async () => {
      const { steps: s } = steps();
      const first = await store.reservations.reserve(request("2", "key-2"), s, NOW);
      const again = await store.reservations.reserve(request("2", "key-2"), s, NOW);
      const otherCar = await store.reservations.reserve(request("3", "key-2"), s, NOW);
      if (first.status !== "reserved") throw new Error(first.status);
      expect(again).toEqual({ status: "replayed", reservation: first.reservation });
      expect(otherCar).toEqual({ status: "replayed", reservation: first.reservation });
      expect((await written("2")).reservations).toHaveLength(1);
      expect(await written("3")).toMatchObject({ reserved: false, reservations: [], leads: 0 });
    });

    it("concurrent requests: the same key holds once; two buyers of one car get one reservation", async () => {
      const same = steps();
      const twins = await Promise.all([
        store.reservations.reserve(request("4", "key-4"), same.steps, NOW),
        store.reservations.reserve(request("4", "key-4"), same.steps, NOW),
      ]);
      expect(twins.map((o) => o.status).sort()).toEqual(["replayed", "reserved"]);

      const rivals = steps();
      const race = await Promise.all([
        store.reservations.reserve(request("5", "buyer-1"), rivals.steps, NOW),
        store.reservations.reserve(request("5", "buyer-2"), rivals.steps, NOW),
      ]);
      expect(race.map((o) => o.status).sort()).toEqual(["refused", "reserved"]);
      expect((await written("5")).reservations).toHaveLength(1);
    });

    it("another tenant's car is not found, and nothing is written on either site", async () => {
      const { steps: s } = steps();
      expect(await store.reservations.reserve(request("b1", null, a), s, NOW)).toEqual({
        status: "not-found",
      });
      expect(await store.reservations.reserve(request("1", null, b), s, NOW)).toEqual({
        status: "not-found",
      });
      expect(await written("b1", b)).toMatchObject({ reserved: false, reservations: [] });
    });

    it("the lead cannot be built: nothing partial is written, and the key is not spent", async () => {
      const { steps: s } = steps({
        lead: () => {
          throw new Error("lead failed");
        },
      });
      await expect(store.reservations.reserve(request("7", "k-7"), s, NOW)).rejects.toThrow(
        "lead failed",
      );
      expect(await written("7")).toEqual({
        reserved: false,
        reservations: [],
        leads: 0,
        outbox: 0,
      });
      const retry = await store.reservations.reserve(request("7", "k-7"), steps().steps, NOW);
      expect(retry.status).toBe("reserved");
    });
  });

  describe(`${name} store: reservation holds (issue 30 §7)`, () => {
    let db: TestDatabase;
    let store: Store;
    const h = "res-holds";
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    let n = 0;
    const hold = (carId: string, holder: string, expiresAt: Date | null) => {
      n += 1;
      return {
        site: h,
        carId,
        amount: "200",
        customer,
        idempotencyKey: null,
        id: `hold-${n}`,
        reference: `REF-H-${n}`,
        holder,
        expiresAt,
      };
    };
    beforeAll(async () => {
      db = await open();
      store = await storeOn(db.connection);
      await store.sites.save(defaultSiteConfig(h));
      await store.stock.upsert(h, ["h1", "h2", "h3", "h4", "h5"].map(car));
    });
    afterAll(() => db?.dispose());

    it("counts the holder's active holds for the refusal; an expired one no longer counts", async () => {
      const { facts, steps: s } = steps();
      expect((await store.reservations.reserve(hold("h1", "user:u1", at(30)), s, NOW)).status).toBe(
        "reserved",
      );
      expect((await store.reservations.reserve(hold("h2", "user:u1", null), s, NOW)).status).toBe(
        "reserved",
      );
      await store.reservations.reserve(hold("h3", "user:u1", at(30)), s, NOW);
      await store.reservations.reserve(hold("h3", "user:u2", at(61)), s, at(31));
      expect(facts.map((f) => f.shopperHolds)).toEqual([0, 1, 2, 0]);
      // At 31 minutes u1's first hold has lapsed: only the paid one (no expiry) counts.
      const seen: number[] = [];
      const counting = steps({
        refuse: (_c, f) => {
          seen.push(f.shopperHolds);
          return "stop";
        },
      });
      await store.reservations.reserve(hold("h4", "user:u1", null), counting.steps, at(31));
      expect(seen).toEqual([1]);
    });

    it("an expired hold frees its car when someone else reserves it (on read)", async () => {
      // h1 was held by u1 until 30 minutes; h3 by u2 from 31 minutes.
      const { facts, steps: s } = steps();
      const outcome = await store.reservations.reserve(hold("h1", "user:u9", at(90)), s, at(45));
      expect(outcome.status).toBe("reserved");
      expect(facts).toEqual([{ hasReservation: false, shopperHolds: 0 }]);
      const rows = await store.reservations.list(h, "h1");
      expect(rows.map((r) => r.releasedAt)).toEqual([at(45), null]);
    });

    it("the sweep releases expired holds and frees their cars, and only those", async () => {
      expect((await store.stock.get(h, "h3"))?.reserved).toBe(true);
      expect(await store.reservations.releaseExpired(at(60))).toEqual([]);
      const freed = await store.reservations.releaseExpired(at(61));
      expect(freed.map((f) => [f.site, f.car.id, f.car.reserved])).toEqual([[h, "h3", false]]);
      expect((await store.stock.get(h, "h3"))?.reserved).toBe(false);
      expect((await store.stock.get(h, "h2"))?.reserved).toBe(true);
      expect(await store.reservations.releaseExpired(at(61))).toEqual([]);
    });

    it("does not free a car changed since its hold marked it", async () => {
      await store.reservations.reserve(hold("h5", "user:u3", at(30)), steps().steps, NOW);
      // A feed import after the hold changes the car (a new price), still reserved.
      await store.stock.upsert(h, [{ ...car("h5"), price: 24_990, reserved: true }]);
      const freed = await store.reservations.releaseExpired(at(120));
      // h1's hold (until 90 minutes) is freed; h5's hold is released but the car left as changed.
      expect(freed.map((f) => f.car.id)).toEqual(["h1"]);
      expect((await store.reservations.list(h, "h5"))[0]?.releasedAt).toEqual(at(120));
      expect((await store.stock.get(h, "h5"))?.reserved).toBe(true);
    });

    it("release frees the car of one hold (its payment was not captured)", async () => {
      const [row] = await store.reservations.list(h, "h2");
      if (!row) throw new Error("no hold on h2");
      const freed = await store.reservations.release(h, row.id, at(2));
      expect(freed).toMatchObject({ id: "h2", reserved: false });
      expect(await store.reservations.release(h, row.id, at(3))).toBeNull();
      expect((await store.reservations.list(h, "h2"))[0]?.releasedAt).toEqual(at(2));
    });
  });
}
