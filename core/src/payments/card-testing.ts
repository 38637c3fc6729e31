/**
 * Issue 30 §10 card-testing defences: declined card payments (reserve authorisations and
 * /online-payment) are counted per client address and per site over a window, and decide whether
 * the next payment goes ahead, must first prove a mobile (sign in by SMS code), or is refused.
 */
export interface CardTestingLimits {
  /** The window declines are counted over, in ms (default one hour). */
  windowMs: number;
  /** Declines after which an anonymous client must sign in with their mobile to pay again. */
  challengeAfter: number;
  /** Declines after which a client may not pay at all until the window ends (signed in or not). */
  perClient: number;
  /** Declines on one site (all clients) after which every anonymous payer there must sign in. */
  perSite: number;
}

export const DEFAULT_CARD_TESTING_LIMITS: CardTestingLimits = {
  windowMs: 60 * 60_000,
  challengeAfter: 2,
  perClient: 5,
  perSite: 30,
};

/** What happens to the next payment: it goes ahead, needs a verified mobile first, or is refused. */
export type PaymentGate = "allow" | "verify" | "blocked";

export const PAYMENT_GATE_MESSAGES: Record<Exclude<PaymentGate, "allow">, string> = {
  verify:
    "For your security, please sign in with your mobile number before trying this payment again. Nothing has been charged.",
  blocked:
    "Too many card payments were declined. Please try again in an hour or call the dealership. Nothing has been charged.",
};

/**
 * Issue 30 §10: a client past `perClient` declines is refused; an anonymous one past
 * `challengeAfter`, or on a site past `perSite` (declines spread over many addresses), must sign in
 * first (the sign-in code proves a real mobile, which a card-testing script lacks).
 */
export function paymentGate(
  facts: { clientDeclines: number; siteDeclines: number; signedIn: boolean },
  limits: CardTestingLimits,
): PaymentGate {
  if (facts.clientDeclines >= limits.perClient) return "blocked";
  if (facts.signedIn) return "allow";
  if (facts.clientDeclines >= limits.challengeAfter || facts.siteDeclines >= limits.perSite)
    return "verify";
  return "allow";
}
