import { waitText } from "./sign-in-throttle";

/**
 * Issue 30 §6 and issue 17 §2: what sign-in answers a person, the same whether or not the
 * destination has an account or is staff, so no answer tells a stranger who is.
 */

/** The one answer to a code that does not sign in: none asked for, wrong, expired or used up. */
export const CODE_NOT_RIGHT = "That code is not right or has expired.";

/** The staff code request's one answer: it tells nobody who is staff. */
export const STAFF_CODE_SENT = "If that address is staff here, a code is on its way.";

export const tooManyCodes = (seconds: number) =>
  `Too many codes asked for. Please wait ${waitText(seconds)} before asking for another.`;

export const tooManyWrongCodes = (seconds: number) =>
  `Too many wrong codes. Please wait ${waitText(seconds)} and try again.`;

/** Where codes go: a shopper's mobile number or a staff e-mail, on one site. */
export interface CodeDestination {
  kind: "shopper" | "staff";
  site: string;
  /** The normalised number or lower-case address (the request schemas make it so). */
  address: string;
}

/** The throttle's key for a destination (one row per destination in the store). */
export const signInThrottleKey = (to: CodeDestination) => `${to.kind}:${to.site}:${to.address}`;
