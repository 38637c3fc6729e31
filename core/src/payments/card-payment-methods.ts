/** §2 the card-payment strip, in the spec's order. */
export const CARD_PAYMENT_METHODS = [
  "Mastercard",
  "Visa",
  "Maestro",
  "Google Pay",
  "Apple Pay",
] as const;
export type CardPaymentMethod = (typeof CARD_PAYMENT_METHODS)[number];
