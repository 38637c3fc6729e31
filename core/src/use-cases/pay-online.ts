import { FIX_ERRORS_HEADING } from "../leads/messages";
import { siteHasPage } from "../navigation/site-pages";
import type { CardTestingLimits } from "../payments/card-testing";
import { type InvoicePaymentForm, validateInvoicePayment } from "../payments/invoice-payment";
import {
  INVOICE_PAYMENT_FAILED,
  ONLINE_PAYMENT_OFF,
  SIGN_IN_TO_PAY,
} from "../payments/online-payment-messages";
import type { PaymentPort } from "../ports/outside";
import type { PaymentDeclineCounter } from "../ports/payment-declines";
import type { SiteConfig } from "../schemas/site-config";
import { type CardPayer, cardDeclined, cardPaymentAllowed } from "./card-testing-gate";
import { failed, succeeded, type UseCaseResult } from "./result";

/** The receipt the shopper is shown. */
/**
 * The payment form as the edge parsed its shape (text bounded, nothing required): the field rules
 * and their messages are core's validateInvoicePayment, so a missing answer reads as on the page.
 */
export type InvoicePaymentRequest = { [K in keyof InvoicePaymentForm]?: unknown };

export interface InvoiceReceipt {
  reference: string;
  invoice_number: string;
  /** Dollars as a decimal string. */
  amount: string;
}

/**
 * §2 /online-payment: pays a dealer invoice by its number and amount, on sites that list the page;
 * signed-in only where the site gates online payment (§4). The field rules are core's
 * (validateInvoicePayment). Issue 30 §10: after declines the payer must prove a mobile first, or
 * is refused, and a decline is counted. The idempotency key goes to the payment itself, so one
 * retry answered by two servers at once still pays once (issue 15 §3).
 */
export async function payOnline(
  ports: { payment: Pick<PaymentPort, "payInvoice">; declines: PaymentDeclineCounter },
  input: InvoicePaymentRequest,
  context: {
    site: Pick<SiteConfig, "slug" | "pages" | "features">;
    payer: Omit<CardPayer, "site">;
    idempotencyKey?: string;
    cardTestingLimits: CardTestingLimits;
    /** Told why a payment was declined (a shell logs it; the shopper is told nothing more). */
    onDeclined?: (error: unknown) => void;
  },
): Promise<UseCaseResult<InvoiceReceipt>> {
  const { site, idempotencyKey, cardTestingLimits: limits } = context;
  if (!siteHasPage(site, "/online-payment")) return failed("not-found", ONLINE_PAYMENT_OFF);
  if (site.features.gated.onlinePayment && !context.payer.signedIn) {
    return failed("unauthenticated", SIGN_IN_TO_PAY);
  }
  const checked = validateInvoicePayment(input);
  if (!checked.ok) return failed("invalid", FIX_ERRORS_HEADING, { errors: checked.errors });
  const { invoice_number, amount, name, email, phone } = checked.payment;
  const payer = { ...context.payer, site: site.slug };
  const allowed = await cardPaymentAllowed(ports.declines, payer, limits);
  if (!allowed.ok) return allowed;
  try {
    const paid = await ports.payment.payInvoice(
      site.slug,
      { number: invoice_number, amount },
      { name, email, phone },
      idempotencyKey === undefined ? {} : { idempotencyKey },
    );
    return succeeded({ reference: paid.reference, invoice_number, amount });
  } catch (error) {
    await cardDeclined(ports.declines, payer, limits);
    context.onDeclined?.(error);
    return failed("upstream", INVOICE_PAYMENT_FAILED);
  }
}
