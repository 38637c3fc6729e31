import { randomInt } from "node:crypto";
import type { PaymentPort } from "@forecourt/core";

/** Letters and digits a shopper cannot misread over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A reference a shopper can quote: LOCAL- and ten characters (about 50 bits). */
export function newLocalReference(): string {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `LOCAL-${code}`;
}

/** A reserve payment as the local adapter records it (no card is charged). */
export interface LocalPaymentRecord {
  reference: string;
  site: string;
  carId: string;
  amount: number;
  customer: { name: string; email: string; phone: string };
  createdAt: Date;
}

export interface LocalPaymentOptions {
  now?: () => Date;
  newReference?: () => string;
}

/**
 * The reserve payment (§2 /cars/{slug}/checkout or buy-online) without a payment provider: no
 * card is charged; the payment is handed to `record` (the platform writes it to the log) and a
 * LOCAL- reference returned. The reservation itself — the car marked reserved, the record and
 * the reserve lead — is the store's transaction around this call, as with a real provider, so
 * `record` must not use the store. A non-positive or non-finite amount is a programmer error.
 */
export class LocalPayment implements PaymentPort {
  private readonly now: () => Date;
  private readonly newReference: () => string;

  constructor(
    private readonly record: (payment: LocalPaymentRecord) => Promise<void>,
    options: LocalPaymentOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.newReference = options.newReference ?? newLocalReference;
  }

  async reserve(
    site: string,
    carId: string,
    amount: number,
    customer: { name: string; email: string; phone: string },
  ): Promise<{ reference: string }> {
    if (!Number.isFinite(amount) || amount <= 0) {
      throw new RangeError(`reserve: amount must be a positive number of dollars, got ${amount}`);
    }
    const reference = this.newReference();
    await this.record({
      reference,
      site,
      carId,
      amount,
      customer: { ...customer },
      createdAt: this.now(),
    });
    return { reference };
  }
}

export function createLocalPayment(
  record: (payment: LocalPaymentRecord) => Promise<void>,
  options?: LocalPaymentOptions,
): PaymentPort {
  return new LocalPayment(record, options);
}
