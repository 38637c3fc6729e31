import { CARD_PAYMENT_METHODS, type CardPaymentMethod } from "@forecourt/core";
import type { ReactNode } from "react";

/** Simple drawn marks (no third-party artwork is shipped): 48×30 each. */
const MARKS: Record<CardPaymentMethod, ReactNode> = {
  Mastercard: (
    <>
      <circle cx="19" cy="15" r="9" fill="#eb001b" />
      <circle cx="29" cy="15" r="9" fill="#f79e1b" />
      <path d="M24 7.4a9 9 0 0 1 0 15.2 9 9 0 0 1 0-15.2z" fill="#ff5f00" />
    </>
  ),
  Visa: (
    <text
      x="24"
      y="20"
      textAnchor="middle"
      fontSize="13"
      fontWeight="800"
      fontStyle="italic"
      fill="#1a1f71"
      fontFamily="Arial, sans-serif"
    >
      VISA
    </text>
  ),
  Maestro: (
    <>
      <circle cx="19" cy="15" r="9" fill="#0099df" />
      <circle cx="29" cy="15" r="9" fill="#ed0006" />
      <path d="M24 7.4a9 9 0 0 1 0 15.2 9 9 0 0 1 0-15.2z" fill="#6c6bbd" />
    </>
  ),
  "Google Pay": (
    <text
      x="24"
      y="19.5"
      textAnchor="middle"
      fontSize="11"
      fontWeight="700"
      fill="#3c4043"
      fontFamily="Arial, sans-serif"
    >
      <tspan fill="#4285f4">G</tspan> Pay
    </text>
  ),
  "Apple Pay": (
    <text
      x="24"
      y="19.5"
      textAnchor="middle"
      fontSize="10"
      fontWeight="700"
      fill="#000"
      fontFamily="Arial, sans-serif"
    >
      Apple Pay
    </text>
  ),
};

/** §2 the card-payment strip: Mastercard, Visa, Maestro, Google Pay and Apple Pay. */
export function PaymentStrip() {
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="payment-strip">
      <p className="text-xs font-semibold uppercase tracking-wide text-gray-300">We accept</p>
      <ul className="flex flex-wrap gap-2" aria-label="Accepted payment methods">
        {CARD_PAYMENT_METHODS.map((method) => (
          <li key={method}>
            <svg
              role="img"
              aria-label={method}
              width="48"
              height="30"
              viewBox="0 0 48 30"
              className="rounded bg-white"
            >
              <title>{method}</title>
              {MARKS[method]}
            </svg>
          </li>
        ))}
      </ul>
    </div>
  );
}
