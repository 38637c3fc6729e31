import { Car, defaultSiteConfig, type ReservationSteps } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Store, storeOn } from "./create-store";
import type { TestDatabase } from "./test-databases";

/**
 * The reservation contract (issue 6), run against every database the store supports: the car
 * is locked, charged once, marked reserved and recorded with its reserve lead in one
 * transaction, and a refusal or a failure anywhere leaves nothing written.
 */
export function reservationContract(name: string, open: () => Promise<TestDatabase>): void {
  const NOW = new Date("2026-11-23T00:00:00.000Z");
  const customer = { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" };
  const car = (id: string) =>
    Car.parse({ id, slug: `car-${id}`, make: "Toyota", status: "in_stock", price: 25_990 });

  /** Steps whose charges are counted; the refusal is the store-level fact only (core decides the rest). */
  function steps(overrides: Partial<ReservationSteps> = {}) {
    const charged: string[] = [];
    let n = 0;
    const base: ReservationSteps = {
      refuse: (c, facts) =>
        c.reserved === true || facts.hasReservation ? "already-reserved" : null,
      charge: async (c) => {
        charged.push(c.id);
        n += 1;
        return { reference: `REF-${c.id}-${n}` };
      },
      lead: (c, reference) => ({ kind: "reserve", payload: { car_id: c.id, reference } }),
    };
    return { charged, steps: { ...base, ...overrides } };
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

    const request = (carId: string, idempotencyKey: string | null = null, site = a) => ({
      site,
      carId,
      amount: "200",
      customer,
      idempotencyKey,
    });
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
      const { charged, steps: s } = steps();
      const outcome = await store.reservations.reserve(request("1", "key-1"), s, NOW);
      if (outcome.status !== "reserved") throw new Error(outcome.status);
      expect(charged).toEqual(["1"]);
      expect(outcome.car.reserved).toBe(true);
      expect(outcome.reservation).toMatchObject({
        site: a,
        carId: "1",
        customer,
        reference: "REF-1-1",
        leadId: outcome.lead.id,
        idempotencyKey: "key-1",
        createdAt: NOW,
      });
      expect(Number(outcome.reservation.amount)).toBe(200);
      expect(outcome.lead).toMatchObject({ kind: "reserve", payload: { reference: "REF-1-1" } });
      expect(await written("1")).toMatchObject({ reserved: true, leads: 1, outbox: 1 });
      expect((await store.leads.outbox(a, "pending")).map((o) => o.leadId)).toContain(
        outcome.lead.id,
      );
    });

    it("refuses a second reservation of the same car without charging", async () => {
      const { charged, steps: s } = steps();
      const outcome = await store.reservations.reserve(request("1"), s, NOW);
      expect(outcome).toMatchObject({ status: "refused", reason: "already-reserved" });
      expect(charged).toEqual([]);
      expect((await written("1")).reservations).toHaveLength(1);
    });

    it("tells the refusal about a recorded reservation after a feed import cleared the flag", async () => {
      await store.stock.upsert(a, [car("1")]);
      expect((await store.stock.get(a, "1"))?.reserved).toBeFalsy();
      const seen: boolean[] = [];
      const { steps: s } = steps({
        refuse: (_c, facts) => {
          seen.push(facts.hasReservation);
          return "already-reserved";
        },
      });
      await store.reservations.reserve(request("1"), s, NOW);
      expect(seen).toEqual([true]);
    });

    it("a retry with the same idempotency key replays the first reservation and charges once", async () => {
      const { charged, steps: s } = steps();
      const first = await store.reservations.reserve(request("2", "key-2"), s, NOW);
      const again = await store.reservations.reserve(request("2", "key-2"), s, NOW);
      const otherCar = await store.reservations.reserve(request("3", "key-2"), s, NOW);
      if (first.status !== "reserved") throw new Error(first.status);
      expect(again).toEqual({ status: "replayed", reservation: first.reservation });
      expect(otherCar).toEqual({ status: "replayed", reservation: first.reservation });
      expect(charged).toEqual(["2"]);
      expect(await written("3")).toMatchObject({ reserved: false, reservations: [], leads: 0 });
    });

    it("concurrent requests: the same key charges once; two buyers of one car get one reservation", async () => {
      const same = steps();
      const twins = await Promise.all([
        store.reservations.reserve(request("4", "key-4"), same.steps, NOW),
        store.reservations.reserve(request("4", "key-4"), same.steps, NOW),
      ]);
      expect(twins.map((o) => o.status).sort()).toEqual(["replayed", "reserved"]);
      expect(same.charged).toEqual(["4"]);

      const rivals = steps();
      const race = await Promise.all([
        store.reservations.reserve(request("5", "buyer-1"), rivals.steps, NOW),
        store.reservations.reserve(request("5", "buyer-2"), rivals.steps, NOW),
      ]);
      expect(race.map((o) => o.status).sort()).toEqual(["refused", "reserved"]);
      expect(rivals.charged).toEqual(["5"]);
      expect((await written("5")).reservations).toHaveLength(1);
    });

    it("another tenant's car is not found, and nothing is written on either site", async () => {
      const { charged, steps: s } = steps();
      expect(await store.reservations.reserve(request("b1", null, a), s, NOW)).toEqual({
        status: "not-found",
      });
      expect(await store.reservations.reserve(request("1", null, b), s, NOW)).toEqual({
        status: "not-found",
      });
      expect(charged).toEqual([]);
      expect(await written("b1", b)).toMatchObject({ reserved: false, reservations: [] });
    });

    it.each([
      [
        "the charge fails",
        {
          charge: async () => {
            throw new Error("card declined");
          },
        },
        "card declined",
      ],
      [
        "the lead cannot be built after the charge",
        {
          lead: () => {
            throw new Error("lead failed");
          },
        },
        "lead failed",
      ],
    ] as const)("%s: nothing partial is written", async (_what, overrides, message) => {
      const carId = _what.startsWith("the charge") ? "6" : "7";
      const { steps: s } = steps(overrides as Partial<ReservationSteps>);
      await expect(
        store.reservations.reserve(request(carId, `k-${carId}`), s, NOW),
      ).rejects.toThrow(message);
      expect(await written(carId)).toEqual({
        reserved: false,
        reservations: [],
        leads: 0,
        outbox: 0,
      });
      // The key was not spent: a retry that succeeds reserves the car.
      const retry = await store.reservations.reserve(
        request(carId, `k-${carId}`),
        steps().steps,
        NOW,
      );
      expect(retry.status).toBe("reserved");
    });
  });
}
