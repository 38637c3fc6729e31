import { demoSites, demoStock } from "@forecourt/fixtures";
import { describe, expect, it } from "vitest";
import { createLocalOutsideCalls, type LocalInvoicePayment, type LocalReservation } from "./index";

describe("createLocalOutsideCalls", () => {
  it("wires every outside-call port to the local adapters", async () => {
    const stock = demoStock();
    const reservations: LocalReservation[] = [];
    const invoicePayments: LocalInvoicePayment[] = [];
    const logged: unknown[] = [];
    const calls = createLocalOutsideCalls({
      sites: { get: async (slug) => demoSites.find((s) => s.slug === slug) ?? null },
      stock: { list: async (site) => stock.filter((s) => s.site === site).map((s) => s.car) },
      logger: { info: (fields) => logged.push(fields) },
      recordReservation: async (r) => void reservations.push(r),
      recordInvoicePayment: async (p) => void invoicePayments.push(p),
    });
    const group = demoSites[0];
    expect(await calls.geocoding.geocodePostcode("4127")).toEqual({ lat: -27.613, lng: 153.129 });
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
    await calls.payment.reserve("smithfield-car-outlet", "sco-000001", 500, {
      name: "A",
      email: "a@b.c",
      phone: "0400000000",
    });
    await calls.payment.payInvoice(
      "brisbane-motor-group",
      { number: "INV-1001", amount: "245.50" },
      { name: "A", email: "a@b.c", phone: "0400000000" },
    );
    await calls.otpSender.send("bayside-rv", "0400000000", "123456");
    expect(reservations).toHaveLength(1);
    expect(invoicePayments).toMatchObject([{ invoiceNumber: "INV-1001", amount: "245.50" }]);
    expect(logged).toHaveLength(1);
  });
});
