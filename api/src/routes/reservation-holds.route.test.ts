import type { DepositTaken, PaymentAuthorisation, PaymentPort } from "@forecourt/core";
import { HOLD_MESSAGES } from "@forecourt/core";
import { CLIENT_ADDRESS_HEADER } from "@forecourt/core/security/client-address";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { car, client, type Harness, harness, NOW, signIn, site } from "../test-support/harness";

/**
 * Issue 30 §7 and §10 through POST /api/reservations: a hold needs a verified mobile (signed in)
 * or a deposit paid online; unpaid holds lapse after the site's setting and free the car; one
 * shopper holds a bounded number; the card is authorised outside the store's transaction with an
 * idempotency key, captured after the commit, voided when the commit does not happen.
 */
const sites = [
  site("hold", { features: { reserve: true, reserveHoldMinutes: 45, reserveHoldLimit: 2 } }),
  site("paid", { features: { reserve: true, reserveHoldLimit: 1 } }),
];
let h: Harness;
let clock = NOW;
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

type Call =
  | { op: "authorise"; site: string; carId: string; key: string; ref: string }
  | { op: "capture" | "void"; site: string; ref: string };
let calls: Call[] = [];
/** Authorisations for these customer names wait until the test lets them through. */
let gates = new Map<string, { reached: () => void; open: Promise<void> }>();
let taken: DepositTaken = "at-dealership";
let failCapture = false;

beforeAll(async () => {
  h = await harness({ now: () => clock, clientAddressFrom: "site-server" }, sites);
  const more = [6, 7, 8].map((n) => car("hold", n));
  await h.store.stock.upsert("hold", more);
  await h.deps.search.upsert("hold", more);
  const local = h.deps.payment;
  const recording: PaymentPort = {
    get depositTaken() {
      return taken;
    },
    async authorise(s, payment, request) {
      const gate = gates.get(payment.customer.name);
      if (gate) {
        gate.reached();
        await gate.open;
      }
      const auth = await local.authorise(s, payment, request);
      calls.push({
        op: "authorise",
        site: s,
        carId: payment.carId,
        key: request.idempotencyKey,
        ref: auth.reference,
      });
      return auth;
    },
    async capture(s, auth: PaymentAuthorisation) {
      if (failCapture) throw new Error("provider down");
      calls.push({ op: "capture", site: s, ref: auth.reference });
    },
    async void(s, auth: PaymentAuthorisation) {
      calls.push({ op: "void", site: s, ref: auth.reference });
    },
    payInvoice: local.payInvoice.bind(local),
  };
  h.deps.payment = recording;
}, 120_000);
afterAll(() => h.close());
beforeEach(() => {
  calls = [];
  gates = new Map();
  taken = "at-dealership";
  failCapture = false;
  clock = NOW;
});

const shopper = (name = "Sam") => ({
  name,
  last_name: "Citizen",
  email: "sam@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  terms: true,
});
const sessions = new Map<string, Promise<string>>();
/** The Cookie header of `phone` signed in on `slug` (once per site and phone: codes have a cooldown). */
async function as(slug: string, phone: string): Promise<Record<string, string>> {
  const key = `${slug}:${phone}`;
  if (!sessions.has(key)) sessions.set(key, signIn(h, `${slug}.localhost:3000`, phone));
  return { cookie: await (sessions.get(key) as Promise<string>) };
}
const reserve = async (
  slug: string,
  carId: string,
  headers: Record<string, string> = {},
  name = "Sam",
) =>
  client(h.app, `${slug}.localhost:3000`).post(
    "/api/reservations",
    { car_id: carId, ...shopper(name) },
    { [CLIENT_ADDRESS_HEADER]: "203.0.113.7", ...headers },
  );
const reservedInStore = async (slug: string, carId: string) =>
  (await h.store.stock.get(slug, carId))?.reserved === true;

describe("who may hold a car (issue 30 §7)", () => {
  it("refuses an anonymous unpaid hold with 401 and the message; nothing authorised or written", async () => {
    const res = await reserve("hold", "hold-1");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: HOLD_MESSAGES["verify-to-hold"] });
    expect(calls).toEqual([]);
    expect(await h.store.reservations.list("hold", "hold-1")).toEqual([]);
    expect(await reservedInStore("hold", "hold-1")).toBe(false);
  });

  it("holds the car for a signed-in shopper until the site's 45 minutes, then frees it (on read and by the sweep)", async () => {
    const res = await reserve("hold", "hold-1", await as("hold", "0412100001"));
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { expires_at: string; hold_notice: string };
    expect(body.expires_at).toBe(minutes(45).toISOString());
    expect(body.hold_notice).toBe(
      "We hold the car for you for 45 minutes. If the dealership has not taken your deposit by then, the car is released for other buyers.",
    );
    const other = await as("hold", "0412100002");
    clock = minutes(44);
    expect((await reserve("hold", "hold-1", other)).status).toBe(409);
    clock = minutes(45);
    // The first hold lapsed: the car is free again for the next shopper (freed on read).
    expect((await reserve("hold", "hold-1", other)).status).toBe(201);

    // The sweep frees a lapsed hold's car without anyone asking for it.
    clock = NOW;
    expect((await reserve("hold", "hold-2", await as("hold", "0412100003"))).status).toBe(201);
    expect(await reservedInStore("hold", "hold-2")).toBe(true);
    expect(await h.store.reservations.releaseExpired(minutes(44))).toEqual([]);
    const freed = await h.store.reservations.releaseExpired(minutes(45));
    // hold-1's second hold (from 45 minutes) still keeps it; hold-2's lapsed.
    expect(freed.map((f) => f.car.id)).toEqual(["hold-2"]);
    expect(await reservedInStore("hold", "hold-2")).toBe(false);
  });

  it("one shopper holds at most the site's limit at once (409 with the limit); another may still hold", async () => {
    const jo = await as("hold", "0412100004");
    expect((await reserve("hold", "hold-3", jo)).status).toBe(201);
    expect((await reserve("hold", "hold-4", jo)).status).toBe(201);
    const third = await reserve("hold", "hold-5", jo);
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({ message: HOLD_MESSAGES["hold-limit"](2) });
    expect(await reservedInStore("hold", "hold-5")).toBe(false);
    // The refused hold's authorisation was voided, never captured.
    const refusedRef = calls.filter((c) => c.op === "authorise").at(-1)?.ref;
    expect(calls.filter((c) => c.ref === refusedRef).map((c) => c.op)).toEqual([
      "authorise",
      "void",
    ]);
    expect((await reserve("hold", "hold-5", await as("hold", "0412100005"))).status).toBe(201);
    // Once Jo's holds lapse, Jo may hold again.
    clock = minutes(46);
    expect((await reserve("hold", "hold-3", jo)).status).toBe(201);
  });

  it("with a deposit paid online an anonymous shopper may hold, counted per client address", async () => {
    taken = "online";
    const res = await reserve("paid", "paid-1", { [CLIENT_ADDRESS_HEADER]: "198.51.100.1" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ expires_at: null, hold_notice: null });
    const again = await reserve("paid", "paid-2", { [CLIENT_ADDRESS_HEADER]: "198.51.100.1" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: HOLD_MESSAGES["hold-limit"](1) });
    expect(
      (await reserve("paid", "paid-2", { [CLIENT_ADDRESS_HEADER]: "198.51.100.2" })).status,
    ).toBe(201);
  });
});

describe("the reserve payment (issue 30 §10)", () => {
  it("authorises with a key derived from the site and the Idempotency-Key, or the reservation id, then captures", async () => {
    const jo = await as("paid", "0412100006");
    const keyed = await reserve("paid", "paid-3", { ...jo, "idempotency-key": "pay-0001" });
    expect(keyed.status).toBe(201);
    const { reference } = (await keyed.json()) as { reference: string };
    expect(calls).toEqual([
      {
        op: "authorise",
        site: "paid",
        carId: "paid-3",
        key: "reservation:paid:pay-0001",
        ref: reference,
      },
      { op: "capture", site: "paid", ref: reference },
    ]);
    // The replay touches no card.
    calls = [];
    expect((await reserve("paid", "paid-3", { ...jo, "idempotency-key": "pay-0001" })).status).toBe(
      201,
    );
    expect(calls).toEqual([]);

    const unkeyed = await reserve("paid", "paid-4", await as("paid", "0412100007"));
    const { reservation_id } = (await unkeyed.json()) as { reservation_id: string };
    expect(calls[0]).toMatchObject({ op: "authorise", key: `reservation:paid:${reservation_id}` });
  });

  it("authorises outside the store's transaction: the store answers while the card is pending", async () => {
    let reached!: () => void;
    const atAuthorise = new Promise<void>((r) => {
      reached = r;
    });
    let open!: () => void;
    gates.set("Slow Citizen", { reached, open: new Promise<void>((r) => (open = r)) });
    const pending = reserve("hold", "hold-6", await as("hold", "0412100008"), "Slow");
    await atAuthorise;
    // The embedded store has one connection: a transaction held across the card call would
    // keep these waiting until the card answered, and the test would never get past them.
    expect((await h.store.stock.get("hold", "hold-6"))?.id).toBe("hold-6");
    expect(await h.store.reservations.list("hold", "hold-6")).toEqual([]);
    open();
    expect((await pending).status).toBe(201);
  });

  it("a car taken while the card was authorised: 409, and the authorisation is voided, not captured", async () => {
    let reached!: () => void;
    const atAuthorise = new Promise<void>((r) => {
      reached = r;
    });
    let open!: () => void;
    gates.set("Late Citizen", { reached, open: new Promise<void>((r) => (open = r)) });
    const late = reserve("hold", "hold-7", await as("hold", "0412100009"), "Late");
    await atAuthorise;
    expect((await reserve("hold", "hold-7", await as("hold", "0412100010"))).status).toBe(201);
    open();
    const res = await late;
    expect(res.status).toBe(409);
    const refs = calls
      .filter((c) => c.op === "authorise" && c.carId === "hold-7")
      .map((c) => c.ref);
    expect(refs).toHaveLength(2);
    // The late request reached its card call first but was let through last.
    const [winner, loser] = refs;
    expect(calls.filter((c) => c.ref === winner).map((c) => c.op)).toEqual([
      "authorise",
      "capture",
    ]);
    expect(calls.filter((c) => c.ref === loser).map((c) => c.op)).toEqual(["authorise", "void"]);
    expect(await h.store.reservations.list("hold", "hold-7")).toHaveLength(1);
  });

  it("a capture that fails releases the hold and voids the authorisation (502)", async () => {
    failCapture = true;
    const res = await reserve("hold", "hold-8", await as("hold", "0412100011"));
    expect(res.status).toBe(502);
    expect(await reservedInStore("hold", "hold-8")).toBe(false);
    const [row] = await h.store.reservations.list("hold", "hold-8");
    expect(row?.releasedAt).toEqual(NOW);
    expect(calls.map((c) => c.op)).toEqual(["authorise", "void"]);
  });
});
