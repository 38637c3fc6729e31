/** What /online-payment answers when it cannot take the payment (§2, §4). */
export const ONLINE_PAYMENT_OFF = "This site does not take online payments.";
export const SIGN_IN_TO_PAY = "Please sign in to make an online payment.";
export const INVOICE_PAYMENT_FAILED =
  "We couldn't take this payment. Nothing was charged; please check your card details and try again.";
