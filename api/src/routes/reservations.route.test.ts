import { storedLeadRenderer } from "@forecourt/adapters/outbox/render-lead";
import { type Car, carTag, dealerStockFilter, SearchState } from "@forecourt/core";
import { adfDtdErrors } from "@forecourt/core/leads/adf-validate.test-helper";
import { CAR_REQUIRED, TERMS_REQUIRED } from "@forecourt/core/leads/messages";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { ApiOptions } from "../deps";
import { car, client, type Harness, harness, NOW, signIn, site } from "../test-support/harness";
import { SIGN_IN_TO_RESERVE } from "./reservations.schema";

const sites = [
  site("alpha", { features: { reserve: true } }),
  site("bravo", { features: { reserve: true, reserveRoute: "buy-online", reserveAmount: 500 } }),
  site("gated", { features: { reserve: true, gated: { checkout: true } } }),
  site("plain"),
];
let h: Harness;
/** The API's clock: tests move it to pass a hold's expiry. */
const clock = NOW;
beforeAll(async () => {
  h = await harness(
    {
      now: () => clock,
      clientAddressFrom: "site-server",
    },
    sites,
  );
  const extra = [
    car("alpha", 6, { price: 200 }),
    car("alpha", 7, { test_drive_only: true }),
    car("alpha", 8, { status: "sold", sold: true, sold_date_timestamp: NOW.getTime() / 1000 }),
    car("alpha", 9),
  ];
  await h.store.stock.upsert("alpha", extra);
  await h.deps.search.upsert("alpha", extra);
}, 120_000);
afterAll(() => h.close());

const api = (slug: string) => client(h.app, `${slug}.localhost:3000`);
/**
 * A shopper signed in on `slug` with `phone` (a verified mobile, issue 30 §7): their Cookie header,
 * signed in once per site and phone (codes have a cooldown).
 */
const sessions = new Map<string, Promise<string>>();
const signedIn = async (slug: string, phone: string) => {
  const key = `${slug}:${phone}`;
  if (!sessions.has(key)) sessions.set(key, signIn(h, `${slug}.localhost:3000`, phone));
  return { cookie: await (sessions.get(key) as Promise<string>) };
};
const shopper = {
  name: "Sam",
  last_name: "Citizen",
  email: "sam@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  terms: true,
};
type Created = {
  reservation_id: string;
  reference: string;
  lead_id: string;
  amount_text: string;
  expires_at: string | null;
  hold_notice: string | null;
};
const PHONE_A = "0412000001";
const PHONE_B = "0412000002";
type Failed = { message: string; errors?: Record<string, string> };

/** Everything a reservation writes for one car: the flag, the records and the reserve leads. */
async function written(slug: string, carId: string) {
  const leads = (await h.store.leads.list(slug)).filter(
    (l) => l.kind === "reserve" && l.payload.car_id === carId,
  );
  return {
    reserved: (await h.store.stock.get(slug, carId))?.reserved === true,
    reservations: (await h.store.reservations.list(slug, carId)).length,
    leads: leads.length,
  };
}

async function indexed(slug: string, carId: string): Promise<Car | undefined> {
  const config = sites.find((s) => s.slug === slug);
  if (!config) throw new Error(slug);
  const result = await h.deps.search.search({
    site: slug,
    filter: dealerStockFilter(config, NOW),
    state: SearchState.parse({}),
    hitsPerPage: 50,
    facets: [],
    excludeZeroPriceOnPriceAsc: false,
  });
  return result.hits.find((hit) => hit.id === carId);
}

describe("POST /api/reservations", () => {
  it("holds the car for a signed-in shopper: $200 to pay, reserved in the store and the index, a DTD-valid reserve lead", async () => {
    const res = await api("alpha").post(
      "/api/reservations",
      { car_id: "alpha-1", ...shopper },
      await signedIn("alpha", PHONE_A),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as Created;
    expect(body).toMatchObject({ car_id: "alpha-1", amount_text: "$200" });
    expect(body.reference).toMatch(/^LOCAL-/);
    expect(await written("alpha", "alpha-1")).toEqual({
      reserved: true,
      reservations: 1,
      leads: 1,
    });

    const hit = await indexed("alpha", "alpha-1");
    expect(hit?.reserved).toBe(true);
    expect(carTag(hit as Car, sites[0] as never, NOW).label).toBe("Reserved");

    const lead = await h.store.leads.get("alpha", body.lead_id);
    expect((await h.store.leads.outbox("alpha", "pending")).map((o) => o.leadId)).toContain(
      body.lead_id,
    );
    const rendered = await storedLeadRenderer(h.store.stock)(
      JSON.parse(JSON.stringify(lead)) as never,
      sites[0] as never,
    );
    expect(adfDtdErrors(rendered.adfXml)).toEqual([]);
    // The embedded payment port charges no card: the lead says so, as the page did.
    expect(rendered.adfXml).toContain(`Reservation reference: ${body.reference}`);
    expect(rendered.adfXml).toContain(
      "Reserve deposit: $200 to be paid at the dealership (no card charged online)",
    );
    expect(rendered.adfXml).not.toMatch(/paid online|Payment reference|amount paid/);
  });

  it("refuses a second reservation of the same car with 409 and writes nothing more", async () => {
    const res = await api("alpha").post(
      "/api/reservations",
      { car_id: "alpha-1", ...shopper },
      await signedIn("alpha", PHONE_B),
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as Failed).message).toMatch(/already been reserved/);
    expect(await written("alpha", "alpha-1")).toEqual({
      reserved: true,
      reservations: 1,
      leads: 1,
    });
  });

  it("an Idempotency-Key retry replays the first reservation; the same key for another car is refused", async () => {
    const headers = {
      "idempotency-key": "reserve-retry-0001",
      ...(await signedIn("alpha", PHONE_A)),
    };
    const first = await api("alpha").post(
      "/api/reservations",
      { car_id: "alpha-2", ...shopper },
      headers,
    );
    const again = await api("alpha").post(
      "/api/reservations",
      { car_id: "alpha-2", ...shopper },
      headers,
    );
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as Created).reference).toBe(
      ((await first.json()) as Created).reference,
    );
    expect(await written("alpha", "alpha-2")).toEqual({
      reserved: true,
      reservations: 1,
      leads: 1,
    });
    const other = await api("alpha").post(
      "/api/reservations",
      { car_id: "alpha-3", ...shopper },
      headers,
    );
    expect(other.status).toBe(400);
    expect(((await other.json()) as Failed).errors).toHaveProperty("Idempotency-Key");
    expect(await written("alpha", "alpha-3")).toEqual({
      reserved: false,
      reservations: 0,
      leads: 0,
    });
  });

  it("another tenant's car id is 404 and nothing is written on either site", async () => {
    const res = await api("alpha").post("/api/reservations", { car_id: "bravo-1", ...shopper });
    expect(res.status).toBe(404);
    expect(((await res.json()) as Failed).message).toMatch(/couldn't find that car/);
    expect(await written("bravo", "bravo-1")).toEqual({
      reserved: false,
      reservations: 0,
      leads: 0,
    });
  });

  it("answers 400 with the spec's texts per field and reserves nothing", async () => {
    const res = await api("alpha").post("/api/reservations", {
      car_id: "alpha-4",
      ...shopper,
      name: " ",
      postcode: "40001",
      terms: false,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Failed).errors).toEqual({
      name: "Please enter your name.",
      postcode: "Invalid postcode. Please enter a 4-digit number.",
      terms_conditions: TERMS_REQUIRED,
    });
    const noCar = await api("alpha").post("/api/reservations", shopper);
    expect(((await noCar.json()) as Failed).errors).toEqual({ car_id: CAR_REQUIRED });
    const typed = await api("alpha").post("/api/reservations", {
      ...shopper,
      car_id: "alpha-4",
      trade_in: "yes",
    });
    expect(((await typed.json()) as Failed).errors).toEqual({
      trade_in: "trade_in must be true or false",
    });
    expect(await written("alpha", "alpha-4")).toEqual({
      reserved: false,
      reservations: 0,
      leads: 0,
    });
  });

  it.each([
    ["priced 200 (not above 200)", "alpha-6"],
    ["test-drive only", "alpha-7"],
    ["sold", "alpha-8"],
  ])("a car %s cannot be reserved (409) and is not charged", async (_what, carId) => {
    const res = await api("alpha").post(
      "/api/reservations",
      { car_id: carId, ...shopper },
      await signedIn("alpha", PHONE_B),
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as Failed).message).toMatch(/can no longer be reserved online/);
    expect(await written("alpha", carId)).toEqual({ reserved: false, reservations: 0, leads: 0 });
  });

  it("a site without reserve answers 404", async () => {
    const res = await api("plain").post("/api/reservations", { car_id: "plain-1", ...shopper });
    expect(res.status).toBe(404);
    expect(((await res.json()) as Failed).message).toBe(
      "Online reservations are not available on this site.",
    );
  });

  it("charges the site's own reserve amount", async () => {
    const res = await api("bravo").post(
      "/api/reservations",
      { car_id: "bravo-2", ...shopper },
      await signedIn("bravo", PHONE_A),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as Created).amount_text).toBe("$500");
    const [stored] = await h.store.reservations.list("bravo", "bravo-2");
    expect(Number(stored?.amount)).toBe(500);
  });

  it("where checkout is gated, a signed-out shopper gets 401 and a signed-in one reserves", async () => {
    const out = await api("gated").post("/api/reservations", { car_id: "gated-1", ...shopper });
    expect(out.status).toBe(401);
    expect(((await out.json()) as Failed).message).toBe(SIGN_IN_TO_RESERVE);
    const cookie = await signIn(h, "gated.localhost:3000");
    const res = await api("gated").post(
      "/api/reservations",
      { car_id: "gated-1", ...shopper },
      { cookie },
    );
    expect(res.status).toBe(201);
  });

  it("with a payment port that charges cards, an anonymous shopper may hold the car and the lead says the deposit was paid online by card", async () => {
    const payment = h.deps.payment;
    h.deps.payment = {
      depositTaken: "online",
      authorise: payment.authorise.bind(payment),
      capture: payment.capture.bind(payment),
      void: payment.void.bind(payment),
      payInvoice: payment.payInvoice.bind(payment),
    };
    try {
      const res = await api("alpha").post("/api/reservations", { car_id: "alpha-9", ...shopper });
      expect(res.status, await res.clone().text()).toBe(201);
      const body = (await res.json()) as Created;
      const lead = await h.store.leads.get("alpha", body.lead_id);
      const rendered = await storedLeadRenderer(h.store.stock)(
        JSON.parse(JSON.stringify(lead)) as never,
        sites[0] as never,
      );
      expect(rendered.adfXml).toContain("Reserve deposit: $200 paid online by card");
      expect(rendered.adfXml).toContain(`Payment reference: ${body.reference}`);
      expect(rendered.adfXml).not.toContain("at the dealership");
    } finally {
      h.deps.payment = payment;
    }
  });

  it("a failed payment answers 502 and leaves the car, the reservations and the leads untouched", async () => {
    const payment = h.deps.payment;
    const jo = await signedIn("alpha", PHONE_B);
    h.deps.payment = {
      depositTaken: payment.depositTaken,
      authorise: async () => {
        throw new Error("card declined");
      },
      capture: payment.capture.bind(payment),
      void: payment.void.bind(payment),
      payInvoice: payment.payInvoice.bind(payment),
    };
    try {
      const res = await api("alpha").post(
        "/api/reservations",
        { car_id: "alpha-5", ...shopper },
        jo,
      );
      expect(res.status).toBe(502);
      expect(((await res.json()) as Failed).message).toBe(
        "We couldn't take the $200 reserve payment. Nothing was charged and the car was not reserved; please try again.",
      );
      expect(await written("alpha", "alpha-5")).toEqual({
        reserved: false,
        reservations: 0,
        leads: 0,
      });
      expect((await indexed("alpha", "alpha-5"))?.reserved).toBeFalsy();
    } finally {
      h.deps.payment = payment;
    }
    const retry = await api("alpha").post(
      "/api/reservations",
      { car_id: "alpha-5", ...shopper },
      jo,
    );
    expect(retry.status).toBe(201);
  });
});

describe("issue 34 §1 the reserve lead is owned on arrival", () => {
  it("goes to the site's first owner and is due a first response", async () => {
    await h.store.staff.add("bravo", { email: "boss@bravo.example", role: "owner" }, NOW);
    const boss = await h.store.staff.byEmail("bravo", "boss@bravo.example");
    const res = await api("bravo").post(
      "/api/reservations",
      { car_id: "bravo-3", ...shopper },
      await signedIn("bravo", PHONE_B),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const lead = await h.store.leads.get("bravo", ((await res.json()) as Created).lead_id);
    expect(lead?.ownerId).toBe(boss?.id);
    expect(lead?.firstResponseDueAt).toBeInstanceOf(Date);
  });
});

describe("cached pages learn of a reservation from the store's stock notices", () => {
  it("the API takes no onCarsChanged hook (the web no longer passes one)", () => {
    expectTypeOf<ApiOptions>().not.toHaveProperty("onCarsChanged");
  });
});
