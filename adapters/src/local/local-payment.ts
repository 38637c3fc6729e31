import { createHash, randomInt } from "node:crypto";
import type { PaymentAuthorisation, PaymentPort } from "@forecourt/core";

/** Letters and digits a shopper cannot misread over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A reference a shopper can quote: LOCAL- and ten characters (about 50 bits). */
export function newLocalReference(): string {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `LOCAL-${code}`;
}

/**
 * The reference of a payment sent with an idempotency key: the same for the same site and key on
 * every server, so the store records it once (its reference is unique per site).
 */
export function keyedLocalReference(kind: string, site: string, key: string): string {
  const digest = createHash("sha256").update(`${kind}\n${site}\n${key}`).digest();
  let code = "";
  for (let i = 0; i < 10; i += 1)
    code += REFERENCE_ALPHABET[(digest[i] as number) % REFERENCE_ALPHABET.length];
  return `LOCAL-${code}`;
}

/**
 * A reserve payment event as the local adapter records it (no card is charged): the
 * authorisation with what it is for, then its capture (the reservation committed) or its void.
 */
export type LocalPaymentRecord =
  | {
      event: "authorised";
      reference: string;
      site: string;
      carId: string;
      amount: number;
      customer: { name: string; email: string; phone: string };
      createdAt: Date;
    }
  | { event: "captured" | "voided"; reference: string; site: string; createdAt: Date };

/** An online invoice payment (§2 /online-payment) as the local adapter records it (no card charged). */
export interface LocalInvoicePayment {
  reference: string;
  site: string;
  invoiceNumber: string;
  /** Dollars as a decimal string, "245.50". */
  amount: string;
  customer: { name: string; email: string; phone: string };
  createdAt: Date;
}

export interface LocalPaymentOptions {
  now?: () => Date;
  newReference?: () => string;
  /** Where invoice payments are recorded; without it payInvoice is a programmer error. */
  recordInvoicePayment?: (payment: LocalInvoicePayment) => Promise<void>;
}

/**
 * The reserve payment (§2 /cars/{slug}/checkout or buy-online) and invoice payments
 * (/online-payment) without a payment provider: no card is charged. A reserve authorisation is
 * handed to `record` (the platform writes it to the log) with a LOCAL- reference derived from its
 * idempotency key, so a retry on any server answers the same; capture and void are recorded the
 * same way. The reservation itself is committed by the store between authorise and capture
 * (issue 30 §10). An invoice payment is handed to its recorder (the store). A non-positive or
 * non-finite amount is a programmer error: the edge validates it first.
 */
export class LocalPayment implements PaymentPort {
  /** No card is charged here: the shopper pays the reserve deposit at the dealership. */
  readonly depositTaken = "at-dealership" as const;
  private readonly now: () => Date;
  private readonly newReference: () => string;
  private readonly recordInvoicePayment: LocalPaymentOptions["recordInvoicePayment"];

  constructor(
    private readonly record: (payment: LocalPaymentRecord) => Promise<void>,
    options: LocalPaymentOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.newReference = options.newReference ?? newLocalReference;
    this.recordInvoicePayment = options.recordInvoicePayment;
  }

  /** Records the invoice payment and returns its receipt reference; the edge validated the amount. */
  async payInvoice(
    site: string,
    invoice: { number: string; amount: string },
    customer: { name: string; email: string; phone: string },
    request: { idempotencyKey?: string } = {},
  ): Promise<{ reference: string }> {
    if (!this.recordInvoicePayment) {
      throw new Error("payInvoice: this LocalPayment was built without recordInvoicePayment");
    }
    if (!/^\d+\.\d{2}$/.test(invoice.amount) || Number(invoice.amount) <= 0) {
      throw new RangeError(
        `payInvoice: amount must be positive dollars "0.00", got ${invoice.amount}`,
      );
    }
    const reference = request.idempotencyKey
      ? keyedLocalReference("invoice", site, request.idempotencyKey)
      : this.newReference();
    await this.recordInvoicePayment({
      reference,
      site,
      invoiceNumber: invoice.number,
      amount: invoice.amount,
      customer: { ...customer },
      createdAt: this.now(),
    });
    return { reference };
  }

  async authorise(
    site: string,
    payment: {
      carId: string;
      amount: number;
      customer: { name: string; email: string; phone: string };
    },
    request: { idempotencyKey: string },
  ): Promise<PaymentAuthorisation> {
    const { carId, amount, customer } = payment;
    if (!Number.isFinite(amount) || amount <= 0) {
      throw new RangeError(`authorise: amount must be a positive number of dollars, got ${amount}`);
    }
    const reference = keyedLocalReference("reserve", site, request.idempotencyKey);
    await this.record({
      event: "authorised",
      reference,
      site,
      carId,
      amount,
      customer: { ...customer },
      createdAt: this.now(),
    });
    return { id: reference, reference };
  }

  async capture(site: string, authorisation: PaymentAuthorisation): Promise<void> {
    await this.record({
      event: "captured",
      reference: authorisation.reference,
      site,
      createdAt: this.now(),
    });
  }

  async void(site: string, authorisation: PaymentAuthorisation): Promise<void> {
    await this.record({
      event: "voided",
      reference: authorisation.reference,
      site,
      createdAt: this.now(),
    });
  }
}
