import { DEFAULT_PRIZES } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, goodLead, type Harness, harness, signIn, site } from "../test-support/harness";
import { SIGN_IN_FOR_ENQUIRIES } from "./me.schema";
import { ONLINE_PAYMENT_OFF, SIGN_IN_TO_PAY } from "./online-payment.schema";
import { SIGN_IN_TO_SPIN, SPIN_TO_WIN_OFF } from "./spin-to-win.schema";

let h: Harness;
let draws: number[] = [];
beforeAll(async () => {
  const pages = ["/spin-to-win", "/online-payment"];
  h = await harness(
    // The prize draw takes its numbers from this queue so a test can pick the prize.
    { random: () => draws.shift() ?? 0 },
    [
      site("alpha", { pages, features: { gated: { spinToWin: true, onlinePayment: true } } }),
      site("bravo"),
      site("charlie", { pages }),
    ],
  );
}, 120_000);
afterAll(() => h.close());

const ALPHA = "alpha.localhost:3000";
const BRAVO = "bravo.localhost:3000";
const CHARLIE = "charlie.localhost:3000";

const leadFrom = (phone: string, message: string) => ({
  ...goodLead,
  fields: { ...goodLead.fields, phone, message },
});

describe("GET /api/me/enquiries: the leads the shopper sent signed in on this site only", () => {
  it("anonymous → 401 with a sign-in message", async () => {
    const res = await client(h.app, ALPHA).get("/api/me/enquiries");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: SIGN_IN_FOR_ENQUIRIES });
  });

  it("lists what this user sent signed in, newest first; never another tenant's, nor anyone's typed with the same mobile", async () => {
    const phone = "0412555001";
    const alpha = client(h.app, ALPHA);
    const bravo = client(h.app, BRAVO);
    const cookie = await signIn(h, ALPHA, phone);
    const bravoCookie = await signIn(h, BRAVO, phone);
    const send = async (api: typeof alpha, body: unknown, headers: Record<string, string> = {}) =>
      expect((await api.post("/api/leads", body, headers)).status).toBe(201);
    await send(alpha, leadFrom("0412 555 001", "alpha first"), { cookie });
    await send(bravo, leadFrom(phone, "bravo only"), { cookie: bravoCookie });
    // Someone else, signed out, types this shopper's mobile: not the shopper's enquiry.
    await send(alpha, leadFrom(phone, "typed by a stranger"));
    await send(alpha, leadFrom("0412555999", "someone else"));
    await send(alpha, leadFrom("+61 412 555 001", "alpha second"), { cookie });

    const res = await alpha.get("/api/me/enquiries", { cookie });
    expect(res.status).toBe(200);
    const { enquiries } = (await res.json()) as {
      enquiries: Array<{ title: string; message: string; dateText: string }>;
    };
    // Both alpha leads are listed (the pinned clock gives them the same time), bravo's never.
    expect(enquiries.map((e) => e.message).sort()).toEqual(["alpha first", "alpha second"]);
    expect(enquiries[0]).toMatchObject({ title: "Sales", dateText: "23/11/2026" });

    const other = (await (
      await bravo.get("/api/me/enquiries", { cookie: bravoCookie })
    ).json()) as {
      enquiries: Array<{ message: string }>;
    };
    expect(other.enquiries.map((e) => e.message)).toEqual(["bravo only"]);
    // Alpha's session cookie is anonymous on bravo.
    expect((await bravo.get("/api/me/enquiries", { cookie })).status).toBe(401);
  });
});

const payment = {
  invoice_number: "inv-20451",
  amount: "$245.5",
  name: "Sam Citizen",
  email: "sam@example.com",
  phone: "0412 345 678",
  terms_conditions: true,
};

describe("POST /api/online-payment", () => {
  it("pays an invoice through the PaymentPort and records it (no card charged)", async () => {
    const cookie = await signIn(h, ALPHA, "0412555002");
    const res = await client(h.app, ALPHA).post("/api/online-payment", payment, { cookie });
    expect(res.status).toBe(200);
    const receipt = (await res.json()) as { reference: string };
    expect(receipt).toEqual({
      reference: expect.stringMatching(/^LOCAL-/),
      invoice_number: "INV-20451",
      amount: "245.50",
    });
    const recorded = await h.store.invoicePayments.list("alpha");
    expect(recorded).toEqual([
      expect.objectContaining({
        invoiceNumber: "INV-20451",
        reference: receipt.reference,
        customer: { name: "Sam Citizen", email: "sam@example.com", phone: "0412345678" },
      }),
    ]);
    expect(Number(recorded[0]?.amount)).toBe(245.5);
  });

  it("gated site: anonymous → 401; open site: anyone may pay", async () => {
    const gated = await client(h.app, ALPHA).post("/api/online-payment", payment);
    expect(gated.status).toBe(401);
    expect(await gated.json()).toMatchObject({ message: SIGN_IN_TO_PAY });
    expect((await client(h.app, CHARLIE).post("/api/online-payment", payment)).status).toBe(200);
  });

  it("a site without the page answers 404 and records nothing", async () => {
    const res = await client(h.app, BRAVO).post("/api/online-payment", payment);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: ONLINE_PAYMENT_OFF });
    expect(await h.store.invoicePayments.list("bravo")).toEqual([]);
  });

  it("bad answers name their fields", async () => {
    const res = await client(h.app, CHARLIE).post("/api/online-payment", {
      ...payment,
      invoice_number: "",
      amount: "12.345",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: {
        invoice_number: "Please enter your invoice number.",
        amount: "Please enter an amount in dollars and cents, e.g. 245.50.",
      },
    });
  });
});

const entry = {
  name: "Sam Citizen",
  email: "sam@example.com",
  phone: "0412 345 678",
  terms_conditions: true,
};

describe("POST /api/spin-to-win", () => {
  it("the server draws the prize, stores a 'Spin to Win' lead, and a second spin keeps the first prize", async () => {
    const phone = "0412555003";
    const cookie = await signIn(h, ALPHA, phone);
    const api = client(h.app, ALPHA);
    // 0.99 lands on the last prize of the default wheel.
    draws = [0.99];
    const first = await api.post("/api/spin-to-win", { ...entry, phone: "0499999999" }, { cookie });
    expect(first.status).toBe(200);
    const won = (await first.json()) as { prize: string; index: number; lead_id: string };
    const last = DEFAULT_PRIZES.length - 1;
    expect(won).toMatchObject({
      prize: DEFAULT_PRIZES[last]?.label,
      index: last,
      already_entered: false,
    });
    const lead = await h.store.leads.get("alpha", won.lead_id);
    // The signed-in phone is used, not the one typed into the form.
    expect(lead?.payload).toMatchObject({
      kind: "general",
      category: "Spin to Win",
      subcategory: DEFAULT_PRIZES[last]?.label,
      phone,
    });
    draws = [0];
    const again = await api.post("/api/spin-to-win", entry, { cookie });
    expect(await again.json()).toEqual({
      ...won,
      already_entered: true,
      message: `You have already entered. Your prize: ${won.prize}.`,
    });
    // The entry is one of the shopper's enquiries in the garage.
    const mine = (await (await api.get("/api/me/enquiries", { cookie })).json()) as {
      enquiries: Array<{ title: string }>;
    };
    expect(mine.enquiries.map((e) => e.title)).toContain(
      `Spin to Win: ${DEFAULT_PRIZES[last]?.label}`,
    );
  });

  it("gated: anonymous → 401; off: 404; bad answers name their fields", async () => {
    const anonymous = await client(h.app, ALPHA).post("/api/spin-to-win", entry);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: SIGN_IN_TO_SPIN });
    const off = await client(h.app, BRAVO).post("/api/spin-to-win", entry);
    expect(off.status).toBe(404);
    expect(await off.json()).toMatchObject({ message: SPIN_TO_WIN_OFF });
    const bad = await client(h.app, CHARLIE).post("/api/spin-to-win", { name: "" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: {
        name: "Please enter your name.",
        email: "Please enter your email address.",
        terms_conditions: "*You must agree to the terms of use before submitting.",
      },
    });
  });
});
