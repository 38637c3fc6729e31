import { randomUUID } from "node:crypto";
import type { PaymentPort } from "@forecourt/core";

/** A reservation as the local payment adapter records it (no card is charged). */
export interface LocalReservation {
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
 * Reserve / buy online (§2 /cars/{slug}/checkout or buy-online) without a
 * payment provider: the reservation is handed to `record` (a repository or a
 * callback) and its reference returned. A non-positive or non-finite amount
 * is a programmer error: the edge validates it first.
 */
export class LocalPayment implements PaymentPort {
  private readonly now: () => Date;
  private readonly newReference: () => string;

  constructor(
    private readonly record: (reservation: LocalReservation) => Promise<void>,
    options: LocalPaymentOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.newReference = options.newReference ?? (() => `LOCAL-${randomUUID()}`);
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
  record: (reservation: LocalReservation) => Promise<void>,
  options?: LocalPaymentOptions,
): PaymentPort {
  return new LocalPayment(record, options);
}
