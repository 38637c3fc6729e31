import { describe, expect, it } from "vitest";
import { demoSite } from "../leads/lead-test-fixtures";
import { FIX_ERRORS_HEADING } from "../leads/messages";
import { DEFAULT_CARD_TESTING_LIMITS, PAYMENT_GATE_MESSAGES } from "../payments/card-testing";
import {
  INVOICE_PAYMENT_FAILED,
  ONLINE_PAYMENT_OFF,
  SIGN_IN_TO_PAY,
} from "../payments/online-payment-messages";
import { SiteConfig } from "../schemas/site-config";
import { payOnline } from "./pay-online";
import { memoryDeclines, recordingPayment } from "./payment-fakes.test-helper";

const site = SiteConfig.parse({ ...demoSite, pages: [...demoSite.pages, "/online-payment"] });
const invoice = {
  invoice_number: "INV-20451",
  amount: "245.50",
  name: "Sam Citizen",
  email: "sam@example.com",
  phone: "0412 345 678",
  terms_conditions: true,
};
const anonymous = { clientAddress: "203.0.113.9", signedIn: false };
const context = (extra: Partial<Parameters<typeof payOnline>[2]> = {}) => ({
  site,
  payer: anonymous,
  cardTestingLimits: DEFAULT_CARD_TESTING_LIMITS,
  ...extra,
});

describe("payOnline (§2 /online-payment, issue 30 §10)", () => {
  it("pays the invoice once per idempotency key and answers the receipt", async () => {
    const payment = recordingPayment();
    const result = await payOnline(
      { payment, declines: memoryDeclines() },
      invoice,
      context({ idempotencyKey: "k-1" }),
    );
    expect(result).toEqual({
      ok: true,
      value: { reference: "PAY-1", invoice_number: "INV-20451", amount: "245.50" },
    });
    expect(payment.steps).toEqual([{ step: "payInvoice", key: "k-1" }]);
  });

  it("is not offered where the site does not list the page, and gated sites need a sign-in", async () => {
    const payment = recordingPayment();
    const ports = { payment, declines: memoryDeclines() };
    const off = SiteConfig.parse({
      ...demoSite,
      pages: demoSite.pages.filter((p) => p !== "/online-payment"),
    });
    expect(await payOnline(ports, invoice, context({ site: off }))).toEqual({
      ok: false,
      problem: { kind: "not-found", detail: ONLINE_PAYMENT_OFF },
    });
    const gated = SiteConfig.parse({
      ...site,
      features: { ...site.features, gated: { ...site.features.gated, onlinePayment: true } },
    });
    expect(await payOnline(ports, invoice, context({ site: gated }))).toEqual({
      ok: false,
      problem: { kind: "unauthenticated", detail: SIGN_IN_TO_PAY },
    });
    const signedIn = { ...anonymous, signedIn: true };
    expect((await payOnline(ports, invoice, context({ site: gated, payer: signedIn }))).ok).toBe(
      true,
    );
  });

  it("names every wrong field and charges nothing", async () => {
    const payment = recordingPayment();
    const result = await payOnline(
      { payment, declines: memoryDeclines() },
      { ...invoice, invoice_number: "", amount: "abc" },
      context(),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.kind).toBe("invalid");
    expect(result.problem.detail).toBe(FIX_ERRORS_HEADING);
    expect(Object.keys(result.problem.errors ?? {}).sort()).toEqual(["amount", "invoice_number"]);
    expect(payment.steps).toEqual([]);
  });

  it("a decline is counted and answered as a failed payment, its reason told only to the shell", async () => {
    const payment = recordingPayment({ invoiceFails: true });
    const declines = memoryDeclines();
    const told: unknown[] = [];
    const result = await payOnline(
      { payment, declines },
      invoice,
      context({ onDeclined: (e) => told.push(e) }),
    );
    expect(result).toEqual({
      ok: false,
      problem: { kind: "upstream", detail: INVOICE_PAYMENT_FAILED },
    });
    expect(declines.recorded).toEqual([`${site.slug}/${anonymous.clientAddress}`]);
    expect(told).toHaveLength(1);
  });

  it("after 2 declines an anonymous payer proves a mobile first; after 5 no one pays", async () => {
    const limits = DEFAULT_CARD_TESTING_LIMITS;
    const payment = recordingPayment();
    const challenged = await payOnline(
      { payment, declines: memoryDeclines({ client: limits.challengeAfter }) },
      invoice,
      context(),
    );
    expect(challenged).toEqual({
      ok: false,
      problem: { kind: "unauthenticated", detail: PAYMENT_GATE_MESSAGES.verify },
    });
    const blocked = await payOnline(
      { payment, declines: memoryDeclines({ client: limits.perClient }) },
      invoice,
      context({ payer: { ...anonymous, signedIn: true } }),
    );
    expect(blocked).toEqual({
      ok: false,
      problem: { kind: "limited", detail: PAYMENT_GATE_MESSAGES.blocked },
    });
    const siteWide = await payOnline(
      { payment, declines: memoryDeclines({ site: limits.perSite }) },
      invoice,
      context(),
    );
    expect(siteWide.ok || siteWide.problem.kind).toBe("unauthenticated");
    expect(payment.steps).toEqual([]);
  });
});
