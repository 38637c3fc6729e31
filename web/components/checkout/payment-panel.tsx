import type { ReservePaymentWording } from "@forecourt/core";
import { CardStrip } from "./card-strip";

type Props = {
  amountText: string;
  methods: readonly string[];
  /** The deposit's wording, and how long an unpaid hold lasts (issue 30 §7). */
  payment: ReservePaymentWording & { holdNotice?: string | null };
};

/**
 * The reserve deposit and how it is taken (core's wording for the payment port); the card strip
 * shows only where a card is charged, since card logos promise a card payment.
 */
export function PaymentPanel({ amountText, methods, payment }: Props) {
  return (
    <section
      aria-labelledby="payment-heading"
      className="rounded-lg border border-gray-200 bg-gray-50 p-5"
      data-testid="payment-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payment-heading" className="text-lg font-bold">
          {payment.panelHeading}
        </h2>
        <p className="text-3xl font-extrabold" data-testid="reserve-amount">
          {amountText}
        </p>
      </div>
      <p className="mt-2 text-sm text-gray-700" data-testid="payment-note">
        {payment.panelNote}
      </p>
      {payment.holdNotice ? (
        <p className="mt-2 text-sm font-semibold text-gray-800" data-testid="hold-notice">
          {payment.holdNotice}
        </p>
      ) : null}
      {payment.showCardStrip ? (
        <div className="mt-4">
          <CardStrip methods={methods} />
        </div>
      ) : null}
    </section>
  );
}
