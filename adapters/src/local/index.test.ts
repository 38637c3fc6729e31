import { demoSites, demoStock } from "@forecourt/fixtures";
import { describe, expect, it } from "vitest";
import {
  createLocalOutsideCalls,
  type LocalInvoicePayment,
  type LocalPaymentRecord,
} from "./index";

describe("createLocalOutsideCalls", () => {
  it("wires every outside-call port to the local adapters", async () => {
    const stock = demoStock();
    const payments: LocalPaymentRecord[] = [];
    const invoicePayments: LocalInvoicePayment[] = [];
    const logged: unknown[] = [];
    const calls = createLocalOutsideCalls({
      sites: { get: async (slug) => demoSites.find((s) => s.slug === slug) ?? null },
      stock: { list: async (site) => stock.filter((s) => s.site === site).map((s) => s.car) },
      logger: { info: (fields) => logged.push(fields) },
      recordPayment: async (r) => void payments.push(r),
      recordInvoicePayment: async (p) => void invoicePayments.push(p),
    });
    const group = demoSites[0];
    expect(await calls.geocoding.geocodePostcode("4127")).toEqual({
      lat: -27.613,
      lng: 153.129,
      region: "QLD",
    });
    expect(await calls.deliveryPrice.quote("4127", group?.locations ?? [])).toEqual({
      price: 199,
      name: "Metro QLD",
    });
    expect(
      await calls.financeQuote.quote("sunshine-coast-toyota", {
        purchasePrice: 40_000,
        loanTerm: 5,
        selfAssessedCreditScore: "GREAT",
        whoIsHelping: "",
      }),
    ).not.toBeNull();
    await calls.payment.authorise(
      "smithfield-car-outlet",
      {
        carId: "sco-000001",
        amount: 500,
        customer: { name: "A", email: "a@b.c", phone: "0400000000" },
      },
      { idempotencyKey: "reserve:k" },
    );
    await calls.payment.payInvoice(
      "brisbane-motor-group",
      { number: "INV-1001", amount: "245.50" },
      { name: "A", email: "a@b.c", phone: "0400000000" },
    );
    await calls.otpSender.send("bayside-rv", "0400000000", "123456");
    expect(payments).toHaveLength(1);
    expect(invoicePayments).toMatchObject([{ invoiceNumber: "INV-1001", amount: "245.50" }]);
    expect(logged).toHaveLength(1);
  });
});

describe("the embedded default payment record", () => {
  it("writes each reserve payment event to the log without the shopper's details, and nowhere else", async () => {
    const logged: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const calls = createLocalOutsideCalls({
      sites: { get: async () => null },
      stock: { list: async () => [] },
      logger: { info: (fields, message) => void logged.push({ fields, message }) },
      recordInvoicePayment: async () => {},
    });
    const auth = await calls.payment.authorise(
      "bayside-rv",
      { carId: "car-7", amount: 200, customer: { name: "A", email: "a@b.c", phone: "0400000000" } },
      { idempotencyKey: "reserve:k" },
    );
    await calls.payment.void("bayside-rv", auth);
    const { reference } = auth;
    expect(logged).toEqual([
      {
        fields: { site: "bayside-rv", carId: "car-7", amount: 200, reference },
        message: "reserve payment authorised (local payment: no card charged)",
      },
      {
        fields: { site: "bayside-rv", reference },
        message: "reserve payment voided (local payment: no card charged)",
      },
    ]);
  });
});
