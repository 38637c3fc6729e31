/** What POST /api/reservations answers when it cannot reserve (issue 6, issue 30 §10). */
export const SIGN_IN_TO_RESERVE = "Please sign in to reserve this car.";
export const KEY_REUSED = "This Idempotency-Key was already used to reserve another car.";
export const paymentFailedMessage = (amountText: string) =>
  `We couldn't take the ${amountText} reserve payment. Nothing was charged and the car was not reserved; please try again.`;
