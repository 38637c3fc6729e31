import { CardStrip } from "./card-strip";

type Props = { amountText: string; methods: readonly string[]; noCardCharged: boolean };

/** The reserve amount, the card-payment strip, and how the payment is taken. */
export function PaymentPanel({ amountText, methods, noCardCharged }: Props) {
  return (
    <section
      aria-labelledby="payment-heading"
      className="rounded-lg border border-gray-200 bg-gray-50 p-5"
      data-testid="payment-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payment-heading" className="text-lg font-bold">
          Reserve amount
        </h2>
        <p className="text-3xl font-extrabold" data-testid="reserve-amount">
          {amountText}
        </p>
      </div>
      <p className="mt-2 text-sm text-gray-700">
        Reserving takes the car off sale for you. The {amountText} comes off the price when you buy
        it.
      </p>
      <div className="mt-4">
        <CardStrip methods={methods} />
      </div>
      {noCardCharged ? (
        <p className="mt-3 text-sm text-gray-700" data-testid="no-card-note">
          No card is charged online: the dealer will contact you to take the {amountText}.
        </p>
      ) : null}
    </section>
  );
}
