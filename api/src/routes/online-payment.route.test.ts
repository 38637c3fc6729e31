import { PAYMENT_GATE_MESSAGES } from "@forecourt/core/payments/card-testing";
import { CLIENT_ADDRESS_HEADER } from "@forecourt/core/security/client-address";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, type Harness, harness, signIn, site } from "../test-support/harness";
import { INVOICE_PAYMENT_FAILED } from "./online-payment.schema";

/**
 * Issue 30 §10: anonymous /api/online-payment is a card-testing target. Payments are limited per
 * client and per site (counted in the store), and declined payments challenge (sign in with your
 * mobile) or refuse the next one.
 */
let h: Harness;
const pages = ["/online-payment"];
beforeAll(async () => {
  h = await harness(
    {
      clientAddressFrom: "site-server",
      paymentRateLimits: { windowMs: 3_600_000, perIp: 8, perSite: 12 },
      cardTestingLimits: { windowMs: 3_600_000, challengeAfter: 2, perClient: 4, perSite: 6 },
    },
    [site("open", { pages }), site("busy", { pages }), site("cards", { pages })],
  );
}, 120_000);
afterAll(() => h.close());

const payment = {
  invoice_number: "INV-20451",
  amount: "245.50",
  name: "Sam Citizen",
  email: "sam@example.com",
  phone: "0412 345 678",
  terms_conditions: true,
};
const pay = async (slug: string, ip: string, headers: Record<string, string> = {}) =>
  client(h.app, `${slug}.localhost:3000`).post("/api/online-payment", payment, {
    [CLIENT_ADDRESS_HEADER]: ip,
    ...headers,
  });

/** Runs `body` with a payment port that declines every invoice payment. */
async function declining<T>(body: () => Promise<T>): Promise<T> {
  const real = h.deps.payment;
  h.deps.payment = {
    ...real,
    depositTaken: real.depositTaken,
    authorise: real.authorise.bind(real),
    capture: real.capture.bind(real),
    void: real.void.bind(real),
    payInvoice: async () => {
      throw new Error("card declined");
    },
  };
  try {
    return await body();
  } finally {
    h.deps.payment = real;
  }
}

describe("POST /api/online-payment limits (issue 30 §10)", () => {
  it("limits one client address to 8 payments an hour (429), counted in the store", async () => {
    const statuses = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await pay("open", "203.0.113.1")).status);
    expect(statuses).toEqual([...Array(8).fill(200), 429]);
    expect((await pay("open", "203.0.113.2")).status).toBe(200);
    expect(await h.store.rateCounter.peek("payment:ip:203.0.113.1")).toBe(9);
  });

  it("limits one site to 12 payments an hour from all addresses", async () => {
    const statuses = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await pay("busy", `198.51.100.${i}`)).status);
    expect(statuses).toEqual([...Array(12).fill(200), 429]);
  });

  it("a declined payment answers 502; after 2 declines an anonymous client must sign in, after 4 it is refused", async () => {
    const ip = "192.0.2.10";
    const declined = await declining(() => pay("cards", ip));
    expect(declined.status).toBe(502);
    expect(await declined.json()).toMatchObject({ message: INVOICE_PAYMENT_FAILED });
    await declining(() => pay("cards", ip));

    const challenged = await pay("cards", ip);
    expect(challenged.status).toBe(401);
    expect(await challenged.json()).toMatchObject({ message: PAYMENT_GATE_MESSAGES.verify });
    expect(await h.store.invoicePayments.list("cards")).toEqual([]);

    // A verified mobile answers the challenge.
    const cookie = await signIn(h, "cards.localhost:3000", "0412555010");
    expect((await pay("cards", ip, { cookie })).status).toBe(200);

    await declining(async () => {
      await pay("cards", ip, { cookie });
      await pay("cards", ip, { cookie });
    });
    const blocked = await pay("cards", ip, { cookie });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ message: PAYMENT_GATE_MESSAGES.blocked });
  });

  it("declines spread over many addresses challenge every anonymous payer on the site", async () => {
    // "cards" has 4 declines so far; 2 more from fresh addresses reach the site's 6.
    await declining(async () => {
      expect((await pay("cards", "192.0.2.21")).status).toBe(502);
      expect((await pay("cards", "192.0.2.22")).status).toBe(502);
    });
    const fresh = await pay("cards", "192.0.2.23");
    expect(fresh.status).toBe(401);
    expect(await fresh.json()).toMatchObject({ message: PAYMENT_GATE_MESSAGES.verify });
    expect((await pay("open", "192.0.2.23")).status).toBe(200);
  });
});
