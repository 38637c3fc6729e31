import {
  type CardTestingLimits,
  PAYMENT_GATE_MESSAGES,
  paymentGate,
} from "../payments/card-testing";
import type { PaymentDeclineCounter } from "../ports/payment-declines";
import { failed, succeeded, type UseCaseResult } from "./result";

/** Who is paying, as the card-testing defences count them. */
export interface CardPayer {
  site: string;
  clientAddress: string;
  signedIn: boolean;
}

/**
 * Issue 30 §10, shared by the use cases that charge a card: whether the next payment may go ahead
 * after the declines counted so far (refused: limited; a mobile to prove first: unauthenticated).
 */
export async function cardPaymentAllowed(
  declines: PaymentDeclineCounter,
  payer: CardPayer,
  limits: CardTestingLimits,
): Promise<UseCaseResult<void>> {
  const counted = await declines.counts(payer.site, payer.clientAddress);
  const gate = paymentGate(
    { clientDeclines: counted.client, siteDeclines: counted.site, signedIn: payer.signedIn },
    limits,
  );
  if (gate === "blocked") return failed("limited", PAYMENT_GATE_MESSAGES.blocked);
  if (gate === "verify") return failed("unauthenticated", PAYMENT_GATE_MESSAGES.verify);
  return succeeded(undefined);
}

/** Counts one declined payment against the payer's address and site. */
export function cardDeclined(
  declines: PaymentDeclineCounter,
  payer: CardPayer,
  limits: CardTestingLimits,
): Promise<void> {
  return declines.record(payer.site, payer.clientAddress, limits.windowMs);
}
