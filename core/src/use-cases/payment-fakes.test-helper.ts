import type { DepositTaken } from "../checkout/reserve-payment-wording";
import type { PaymentAuthorisation, PaymentPort } from "../ports/outside";
import type { PaymentDeclineCounter } from "../ports/payment-declines";

/** In-memory ports for the card-charging use cases' unit tests (reserve a car, pay online). */

/** Declines counted in memory per client address and per site (the window is not modelled). */
export function memoryDeclines(start: { client?: number; site?: number } = {}) {
  const counts = new Map<string, number>();
  const bump = (key: string, by = 1) => counts.set(key, (counts.get(key) ?? 0) + by);
  const declines: PaymentDeclineCounter & { recorded: string[] } = {
    recorded: [],
    async counts(site, clientAddress) {
      return {
        client: (counts.get(`ip:${clientAddress}`) ?? 0) + (start.client ?? 0),
        site: (counts.get(`site:${site}`) ?? 0) + (start.site ?? 0),
      };
    },
    async record(site, clientAddress) {
      declines.recorded.push(`${site}/${clientAddress}`);
      bump(`ip:${clientAddress}`);
      bump(`site:${site}`);
    },
  };
  return declines;
}

type Step = "authorise" | "capture" | "void";

/** A payment port that records each step; any step may be told to fail. */
export function recordingPayment(
  opts: { depositTaken?: DepositTaken; failing?: Step[]; invoiceFails?: boolean } = {},
) {
  const steps: Array<{ step: Step | "payInvoice"; key?: string }> = [];
  const fails = (step: Step) => opts.failing?.includes(step) ?? false;
  const payment: PaymentPort & { steps: typeof steps } = {
    steps,
    depositTaken: opts.depositTaken ?? "at-dealership",
    async authorise(_site, _payment, request): Promise<PaymentAuthorisation> {
      steps.push({ step: "authorise", key: request.idempotencyKey });
      if (fails("authorise")) throw new Error("card declined");
      return { id: `auth:${request.idempotencyKey}`, reference: `REF-${steps.length}` };
    },
    async capture() {
      steps.push({ step: "capture" });
      if (fails("capture")) throw new Error("capture failed");
    },
    async void() {
      steps.push({ step: "void" });
      if (fails("void")) throw new Error("void failed");
    },
    async payInvoice(_site, _invoice, _customer, request) {
      steps.push({
        step: "payInvoice",
        ...(request?.idempotencyKey ? { key: request.idempotencyKey } : {}),
      });
      if (opts.invoiceFails) throw new Error("card declined");
      return { reference: "PAY-1" };
    },
  };
  return payment;
}
