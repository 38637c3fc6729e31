import { describe, expect, it } from "vitest";
import {
  keyedLocalReference,
  type LocalInvoicePayment,
  LocalPayment,
  type LocalPaymentRecord,
} from "./local-payment";
import { paymentContract } from "./payment.contract";

paymentContract("LocalPayment", () => new LocalPayment(async () => {}));

const customer = { name: "Jo Citizen", email: "jo@example.com", phone: "0491 570 156" };
const NOW = new Date("2026-11-23T01:00:00Z");

describe("LocalPayment (reserve / buy online, no card charged)", () => {
  it("records the authorisation under the key's reference, then its capture or void", async () => {
    const recorded: LocalPaymentRecord[] = [];
    const payment = new LocalPayment(async (r) => void recorded.push(r), { now: () => NOW });
    const auth = await payment.authorise(
      "smithfield-car-outlet",
      { carId: "sco-000042", amount: 500, customer },
      { idempotencyKey: "reserve:k-1" },
    );
    expect(auth.reference).toBe(
      keyedLocalReference("reserve", "smithfield-car-outlet", "reserve:k-1"),
    );
    expect(auth.reference).toMatch(/^LOCAL-[2-9A-HJKMNP-Z]{10}$/);
    await payment.capture("smithfield-car-outlet", auth);
    await payment.void("smithfield-car-outlet", auth);
    expect(recorded).toEqual([
      {
        event: "authorised",
        reference: auth.reference,
        site: "smithfield-car-outlet",
        carId: "sco-000042",
        amount: 500,
        customer,
        createdAt: NOW,
      },
      {
        event: "captured",
        reference: auth.reference,
        site: "smithfield-car-outlet",
        createdAt: NOW,
      },
      { event: "voided", reference: auth.reference, site: "smithfield-car-outlet", createdAt: NOW },
    ]);
  });

  it.each([0, -200, Number.NaN, Number.POSITIVE_INFINITY])(
    "rejects amount %s and records nothing",
    async (amount) => {
      const recorded: LocalPaymentRecord[] = [];
      const payment = new LocalPayment(async (r) => void recorded.push(r));
      await expect(
        payment.authorise("s", { carId: "c", amount, customer }, { idempotencyKey: "k" }),
      ).rejects.toThrow("amount must be a positive number");
      expect(recorded).toEqual([]);
    },
  );

  it("a failing recorder fails the authorisation (nothing is reported as authorised)", async () => {
    const payment = new LocalPayment(async () => {
      throw new Error("store unavailable");
    });
    await expect(
      payment.authorise("s", { carId: "c", amount: 200, customer }, { idempotencyKey: "k" }),
    ).rejects.toThrow("store unavailable");
  });

  it("pays an invoice: records it (no card charged) and returns the receipt reference", async () => {
    const paid: LocalInvoicePayment[] = [];
    const payment = new LocalPayment(async () => {}, {
      now: () => NOW,
      newReference: () => "LOCAL-9",
      recordInvoicePayment: async (p) => void paid.push(p),
    });
    const invoice = { number: "INV-20451", amount: "245.50" };
    expect(await payment.payInvoice("brisbane-motor-group", invoice, customer)).toEqual({
      reference: "LOCAL-9",
    });
    expect(paid).toEqual([
      {
        reference: "LOCAL-9",
        site: "brisbane-motor-group",
        invoiceNumber: "INV-20451",
        amount: "245.50",
        customer,
        createdAt: NOW,
      },
    ]);
  });

  it("with an idempotency key the reference is the key's: the same on every server, another for another key or site", async () => {
    const paid: LocalInvoicePayment[] = [];
    const server = () =>
      new LocalPayment(async () => {}, { recordInvoicePayment: async (p) => void paid.push(p) });
    const invoice = { number: "INV-1", amount: "10.00" };
    const a = await server().payInvoice("s", invoice, customer, { idempotencyKey: "k-1" });
    const b = await server().payInvoice("s", invoice, customer, { idempotencyKey: "k-1" });
    expect(a.reference).toMatch(/^LOCAL-[2-9A-HJKMNP-Z]{10}$/);
    expect(b).toEqual(a);
    const other = await server().payInvoice("s", invoice, customer, { idempotencyKey: "k-2" });
    const elsewhere = await server().payInvoice("t", invoice, customer, { idempotencyKey: "k-1" });
    expect(new Set([a.reference, other.reference, elsewhere.reference]).size).toBe(3);
  });

  it.each(["0.00", "-5.00", "12.5", "abc"])(
    "refuses invoice amount %j and records nothing",
    async (amount) => {
      const paid: LocalInvoicePayment[] = [];
      const payment = new LocalPayment(async () => {}, {
        recordInvoicePayment: async (p) => void paid.push(p),
      });
      await expect(payment.payInvoice("s", { number: "INV-1", amount }, customer)).rejects.toThrow(
        RangeError,
      );
      expect(paid).toEqual([]);
    },
  );

  it("without an invoice recorder, payInvoice is a programmer error", async () => {
    const payment = new LocalPayment(async () => {});
    await expect(
      payment.payInvoice("s", { number: "INV-1", amount: "1.00" }, customer),
    ).rejects.toThrow("without recordInvoicePayment");
  });
});
