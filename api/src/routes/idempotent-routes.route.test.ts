import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { client, cookiesOf, type Harness, harness, NOW, site } from "../test-support/harness";
import { SPIN_ENTERED } from "./spin-to-win.schema";

// Issue 15 §3: online payment, the prize wheel and sign-in replay by Idempotency-Key as leads do.
let h: Harness;
let draws: number[] = [];
beforeAll(async () => {
  h = await harness({ random: () => draws.shift() ?? 0 }, [
    site("delta", { pages: ["/spin-to-win", "/online-payment"] }),
  ]);
}, 120_000);
afterAll(() => h.close());

const DELTA = "delta.localhost:3000";
const api = () => client(h.app, DELTA);
const key = (k: string) => ({ "idempotency-key": k });

const payment = {
  invoice_number: "INV-777",
  amount: "99.95",
  name: "Sam Citizen",
  email: "sam@example.com",
  phone: "0412 345 678",
  terms_conditions: true,
};

describe("POST /api/online-payment with an Idempotency-Key", () => {
  it("a retry replays the first receipt and pays once; the key with another amount is a 422 problem", async () => {
    const first = await api().post("/api/online-payment", payment, key("pay-0001"));
    const again = await api().post("/api/online-payment", payment, key("pay-0001"));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await h.store.invoicePayments.list("delta")).toHaveLength(1);

    const other = await api().post(
      "/api/online-payment",
      { ...payment, amount: "199.95" },
      key("pay-0001"),
    );
    expect(other.status).toBe(422);
    expect(other.headers.get("content-type")).toContain("application/problem+json");
    expect(await other.json()).toMatchObject({ code: "idempotency_key_reused" });
    expect(await h.store.invoicePayments.list("delta")).toHaveLength(1);
  });

  it("two servers answering the same key at once pay once, with one receipt", async () => {
    // A second API on the same store: its own in-process guard, as another server has.
    const other = createApp(h.deps, {
      logger: pino({ level: "silent" }),
      now: () => NOW,
      rateLimits: false,
    });
    const [a, b] = await Promise.all([
      api().post("/api/online-payment", { ...payment, invoice_number: "INV-2S" }, key("pay-2s")),
      client(other, DELTA).post(
        "/api/online-payment",
        { ...payment, invoice_number: "INV-2S" },
        key("pay-2s"),
      ),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = [await a.json(), await b.json()];
    expect(second.reference).toBe(first.reference);
    const paid = (await h.store.invoicePayments.list("delta")).filter(
      (p) => p.invoiceNumber === "INV-2S",
    );
    expect(paid).toHaveLength(1);
  });

  it("a refused payment is not kept: the same key runs again once the answers are right", async () => {
    const bad = await api().post("/api/online-payment", { ...payment, amount: "" }, key("pay-2"));
    expect(bad.status).toBe(400);
    const good = await api().post("/api/online-payment", payment, key("pay-2"));
    expect(good.status).toBe(200);
    expect(good.headers.get("idempotent-replayed")).toBeNull();
  });

  it("a malformed key names the header", async () => {
    const res = await api().post("/api/online-payment", payment, key("bad key"));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { "Idempotency-Key": expect.any(String) } });
  });
});

describe("POST /api/spin-to-win with an Idempotency-Key", () => {
  const entry = {
    name: "Sam Citizen",
    email: "sam@example.com",
    phone: "0412 000 111",
    terms_conditions: true,
  };
  it("a retry replays the first answer; another body is a 422", async () => {
    draws = [0.99];
    const first = await api().post("/api/spin-to-win", entry, key("spin-0001"));
    draws = [0];
    const again = await api().post("/api/spin-to-win", entry, key("spin-0001"));
    expect(first.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const won = await first.json();
    // Signed out, the answer names no prize (issue 30 §13); the retry gets that same answer.
    expect(won).toEqual({ message: SPIN_ENTERED });
    expect(await again.json()).toEqual(won);
    const other = await api().post(
      "/api/spin-to-win",
      { ...entry, name: "Someone Else" },
      key("spin-0001"),
    );
    expect(other.status).toBe(422);
  });
});

describe("POST /api/auth/code and /api/auth/verify with an Idempotency-Key", () => {
  it("a retried send texts no second code; a retried check gets the same session back", async () => {
    const phone = "0412000222";
    const sent = await api().post("/api/auth/code", { phone }, key("code-0001"));
    expect(sent.status).toBe(200);
    const code = h.otp.codes.get(`delta:${phone}`);
    h.otp.codes.delete(`delta:${phone}`);
    const resent = await api().post("/api/auth/code", { phone }, key("code-0001"));
    expect(resent.status).toBe(200);
    expect(resent.headers.get("idempotent-replayed")).toBe("true");
    expect(h.otp.codes.has(`delta:${phone}`)).toBe(false);

    const verify = (k: string) =>
      api().post("/api/auth/verify", { phone, code }, { cookie: cookiesOf(sent), ...key(k) });
    const first = await verify("verify-0001");
    expect(first.status).toBe(200);
    // The code is spent: without the key a second check fails; with it, the first answer returns.
    const retried = await verify("verify-0001");
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(await retried.json()).toEqual(await first.json());
    expect(cookiesOf(retried)).toBe(cookiesOf(first));
    const session = await api().get("/api/session", { cookie: cookiesOf(retried) });
    expect(await session.json()).toMatchObject({ user: { phone: expect.any(String) } });
    expect(
      (await api().post("/api/auth/verify", { phone, code: "000000" }, key("verify-0001"))).status,
    ).toBe(422);
  });

  it("after sign-out a replayed check carries no session cookie and signs no one in", async () => {
    const phone = "0412000333";
    const sent = await api().post("/api/auth/code", { phone });
    expect(sent.status).toBe(200);
    const code = h.otp.codes.get(`delta:${phone}`);
    const body = { phone, code };
    const first = await api().post("/api/auth/verify", body, key("verify-0002"));
    expect(first.status).toBe(200);
    const session = cookiesOf(first);
    expect(session).toContain("fc.");
    // While the session lives, a retry still gets it back.
    const retried = await api().post("/api/auth/verify", body, key("verify-0002"));
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(cookiesOf(retried)).toBe(session);

    const out = await api().post("/api/auth/sign-out", {}, { cookie: session });
    expect(out.status).toBe(200);
    const replayed = await api().post("/api/auth/verify", body, key("verify-0002"));
    expect(replayed.headers.get("idempotent-replayed")).toBeNull();
    expect(cookiesOf(replayed)).toBe("");
    // The spent code is refused, as a check without the key would be.
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({
      errors: { code: "That code is not right or has expired." },
    });
    const now = await api().get("/api/session", { cookie: session });
    expect(await now.json()).toEqual({ user: null });
    // The key's rules still hold: another body is a 422.
    expect(
      (await api().post("/api/auth/verify", { phone, code: "000000" }, key("verify-0002"))).status,
    ).toBe(422);
  });
});
