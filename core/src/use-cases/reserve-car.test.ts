import { describe, expect, expectTypeOf, it } from "vitest";
import { RESERVATION_MESSAGES } from "../checkout/reservation";
import { HOLD_MESSAGES } from "../checkout/reservation-hold";
import {
  KEY_REUSED,
  paymentFailedMessage,
  SIGN_IN_TO_RESERVE,
} from "../checkout/reservation-messages";
import { demoCar, demoSite } from "../leads/lead-test-fixtures";
import { FIX_ERRORS_HEADING, TERMS_REQUIRED } from "../leads/messages";
import { DEFAULT_CARD_TESTING_LIMITS, PAYMENT_GATE_MESSAGES } from "../payments/card-testing";
import type { ReservationRepository, StoredReservation } from "../ports/leads";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { memoryDeclines, recordingPayment } from "./payment-fakes.test-helper";
import { type ReserveCarContext, type ReserveCarPorts, reserveCar } from "./reserve-car";

const NOW = new Date("2026-12-01T00:00:00Z");
const site = SiteConfig.parse({ ...demoSite, features: { ...demoSite.features, reserve: true } });
const car = Car.parse({ ...demoCar, slug: "corolla-42", status: "in_stock", photos_count: 3 });
const answers = {
  car_id: car.id,
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  terms: true,
};

/** Reservations in memory: the store's transaction runs the steps on the car, as the real one. */
function memoryReservations(opts: { takenMeanwhile?: boolean } = {}) {
  const rows: StoredReservation[] = [];
  const leads: Array<{ kind: string; payload: Record<string, unknown> }> = [];
  const released: string[] = [];
  const repo: Pick<ReservationRepository, "reserve" | "findByKey" | "release"> & {
    rows: typeof rows;
    leads: typeof leads;
    released: typeof released;
  } = {
    rows,
    leads,
    released,
    async reserve(request, steps, now) {
      const seen = rows.find(
        (r) => r.idempotencyKey && r.idempotencyKey === request.idempotencyKey,
      );
      if (seen) return { status: "replayed", reservation: seen };
      const locked = { ...car, reserved: opts.takenMeanwhile === true };
      const hasReservation = rows.some((r) => r.carId === locked.id && r.releasedAt === null);
      const reason = steps.refuse(locked, { hasReservation, shopperHolds: 0 });
      if (reason) return { status: "refused", reason, car: locked };
      const lead = steps.lead(locked, request.reference);
      leads.push(lead);
      const reservation: StoredReservation = {
        ...request,
        leadId: `lead-${leads.length}`,
        createdAt: now,
        releasedAt: null,
      };
      rows.push(reservation);
      const stored = {
        id: reservation.leadId as string,
        site: request.site,
        ...lead,
        idempotencyKey: null,
        createdAt: now,
      };
      return { status: "reserved", reservation, lead: stored, car: { ...locked, reserved: true } };
    },
    async findByKey(siteSlug, key) {
      return rows.find((r) => r.site === siteSlug && r.idempotencyKey === key) ?? null;
    },
    async release(_site, id) {
      released.push(id);
      return null;
    },
  };
  return repo;
}

function setup(
  opts: {
    payment?: Parameters<typeof recordingPayment>[0];
    declines?: { client?: number; site?: number };
    takenMeanwhile?: boolean;
    indexFails?: boolean;
  } = {},
) {
  const upserted: string[] = [];
  const ports = {
    stock: { get: async (_site: string, id: string) => (id === car.id ? car : null) },
    reservations: memoryReservations(opts),
    payment: recordingPayment(opts.payment),
    staff: { list: async () => [] },
    declines: memoryDeclines(opts.declines),
    search: {
      async upsert(_site: string, cars: readonly Car[]) {
        if (opts.indexFails) throw new Error("index down");
        upserted.push(...cars.map((c) => `${c.id}:${c.reserved}`));
      },
    },
  } satisfies ReserveCarPorts;
  const reported: string[] = [];
  let ids = 0;
  const context: ReserveCarContext = {
    now: NOW,
    site,
    userId: "user-1",
    clientAddress: "203.0.113.9",
    idempotencyKey: null,
    cardTestingLimits: DEFAULT_CARD_TESTING_LIMITS,
    newId: () => `res-${++ids}`,
    report: (_error, what) => {
      reported.push(what);
    },
  };
  return { ports, context, upserted, reported };
}

const steps = (s: ReturnType<typeof setup>) => s.ports.payment.steps.map((p) => p.step);

describe("reserveCar (issue 6, issue 30 §7/§10)", () => {
  it("authorises, holds the car with its reserve lead, captures, then refreshes the index", async () => {
    const s = setup();
    const result = await reserveCar(s.ports, answers, s.context);
    expect(result.ok && result.value.replayed).toBe(false);
    expect(result.ok && result.value.reservation).toMatchObject({
      id: "res-1",
      carId: car.id,
      amount: String(site.features.reserveAmount),
      customer: { name: "Jane Citizen", email: "jane@example.com" },
      holder: "user:user-1",
    });
    expect(steps(s)).toEqual(["authorise", "capture"]);
    expect(s.ports.payment.steps[0]?.key).toBe(`reservation:${site.slug}:res-1`);
    expect(s.ports.reservations.leads[0]?.kind).toBe("reserve");
    expect(s.upserted).toEqual([`${car.id}:true`]);
  });

  it("where checkout is gated a signed-out shopper must sign in; nothing is charged", async () => {
    const s = setup();
    const gated = SiteConfig.parse({
      ...site,
      features: { ...site.features, gated: { ...site.features.gated, checkout: true } },
    });
    const result = await reserveCar(s.ports, answers, { ...s.context, site: gated, userId: null });
    expect(result).toEqual({
      ok: false,
      problem: { kind: "unauthenticated", detail: SIGN_IN_TO_RESERVE },
    });
    expect(steps(s)).toEqual([]);
  });

  it("refuses an unknown car, and a site that takes no reservations, as not found", async () => {
    const s = setup();
    const none = await reserveCar(s.ports, { ...answers, car_id: "car-9" }, s.context);
    expect(none).toEqual({
      ok: false,
      problem: { kind: "not-found", detail: RESERVATION_MESSAGES["not-found"] },
    });
    const off = SiteConfig.parse({ ...site, features: { ...site.features, reserve: false } });
    const notOffered = await reserveCar(s.ports, answers, { ...s.context, site: off });
    expect(notOffered.ok || notOffered.problem.kind).toBe("not-found");
    expect(steps(s)).toEqual([]);
  });

  it("names every wrong answer with the spec's messages and charges nothing", async () => {
    const s = setup();
    const result = await reserveCar(s.ports, { ...answers, terms: false }, s.context);
    expect(result).toEqual({
      ok: false,
      problem: {
        kind: "invalid",
        detail: FIX_ERRORS_HEADING,
        errors: { terms_conditions: TERMS_REQUIRED },
      },
    });
    expect(steps(s)).toEqual([]);
  });

  it("an anonymous shopper cannot hold a car whose deposit is paid at the dealership", async () => {
    const s = setup();
    const result = await reserveCar(s.ports, answers, { ...s.context, userId: null });
    expect(result).toEqual({
      ok: false,
      problem: { kind: "unauthenticated", detail: HOLD_MESSAGES["verify-to-hold"] },
    });
    const online = setup({ payment: { depositTaken: "online" } });
    const paid = await reserveCar(online.ports, answers, { ...online.context, userId: null });
    expect(paid.ok && paid.value.reservation.holder).toBe("client:203.0.113.9");
  });

  it("a seen Idempotency-Key replays before any card is touched; for another car it is refused", async () => {
    const s = setup();
    const keyed = { ...s.context, idempotencyKey: "k-1" };
    const first = await reserveCar(s.ports, answers, keyed);
    const again = await reserveCar(s.ports, answers, keyed);
    expect(again.ok && again.value).toEqual({
      replayed: true,
      reservation: first.ok && first.value.reservation,
    });
    expect(steps(s)).toEqual(["authorise", "capture"]);
    s.ports.reservations.rows[0] = {
      ...s.ports.reservations.rows[0],
      carId: "car-other",
    } as StoredReservation;
    expect(await reserveCar(s.ports, answers, keyed)).toEqual({
      ok: false,
      problem: { kind: "invalid", detail: KEY_REUSED, field: "Idempotency-Key" },
    });
  });

  it("after declines an anonymous payer proves a mobile first, and a client past the limit is refused", async () => {
    const limits = DEFAULT_CARD_TESTING_LIMITS;
    const online = { depositTaken: "online" as const };
    const challenged = setup({ payment: online, declines: { client: limits.challengeAfter } });
    expect(
      await reserveCar(challenged.ports, answers, { ...challenged.context, userId: null }),
    ).toEqual({
      ok: false,
      problem: { kind: "unauthenticated", detail: PAYMENT_GATE_MESSAGES.verify },
    });
    const blocked = setup({ declines: { client: limits.perClient } });
    expect(await reserveCar(blocked.ports, answers, blocked.context)).toEqual({
      ok: false,
      problem: { kind: "limited", detail: PAYMENT_GATE_MESSAGES.blocked },
    });
    expect([...steps(challenged), ...steps(blocked)]).toEqual([]);
  });

  it("a declined card reserves nothing, is counted, and answers that nothing was charged", async () => {
    const s = setup({ payment: { failing: ["authorise"] } });
    const result = await reserveCar(s.ports, answers, s.context);
    expect(result).toEqual({
      ok: false,
      problem: { kind: "upstream", detail: paymentFailedMessage("$200") },
    });
    expect(s.ports.reservations.rows).toEqual([]);
    expect(s.ports.declines.recorded).toEqual([`${site.slug}/203.0.113.9`]);
    expect(s.reported).toEqual(["payment"]);
  });

  it("a car taken while the card was authorised is a conflict, and the authorisation is voided", async () => {
    const s = setup({ takenMeanwhile: true });
    const result = await reserveCar(s.ports, answers, s.context);
    expect(result).toEqual({
      ok: false,
      problem: { kind: "conflict", detail: RESERVATION_MESSAGES["already-reserved"] },
    });
    expect(steps(s)).toEqual(["authorise", "void"]);
  });

  it("a capture that fails releases the hold and voids the authorisation; it is not a decline", async () => {
    const s = setup({ payment: { failing: ["capture"] } });
    const result = await reserveCar(s.ports, answers, s.context);
    expect(result.ok || result.problem.kind).toBe("upstream");
    expect(steps(s)).toEqual(["authorise", "capture", "void"]);
    expect(s.ports.reservations.released).toEqual(["res-1"]);
    expect(s.ports.declines.recorded).toEqual([]);
  });

  it("the reservation stands when the index cannot be refreshed (reported, not returned)", async () => {
    const s = setup({ indexFails: true });
    const result = await reserveCar(s.ports, answers, s.context);
    expect(result.ok).toBe(true);
    expect(s.reported).toEqual(["refresh"]);
  });

  it("tells no shell which cars changed: cached pages follow the store's stock notices", () => {
    expectTypeOf<ReserveCarContext>().not.toHaveProperty("carsChanged");
  });
});
