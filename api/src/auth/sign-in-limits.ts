import type { SignInThrottleRepository } from "@forecourt/core/ports/sign-in-throttle";
import {
  clearFailures,
  retryAfterSeconds,
  type SignInCodeLimits,
  type ThrottleStep,
  takeCodeCheck,
  takeCodeSend,
  waitText,
} from "@forecourt/core/security/sign-in-throttle";
import type { Context } from "hono";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";

/** Where codes go: a shopper's mobile number or a staff e-mail, on one site. */
export interface CodeDestination {
  kind: "shopper" | "staff";
  site: string;
  /** The normalised number or lower-case address (the request schemas make it so). */
  address: string;
}

/** The one answer to a code that does not sign in: none asked for, wrong, expired or used up. */
export const CODE_NOT_RIGHT = "That code is not right or has expired.";
export const tooManyCodes = (seconds: number) =>
  `Too many codes asked for. Please wait ${waitText(seconds)} before asking for another.`;
export const tooManyWrongCodes = (seconds: number) =>
  `Too many wrong codes. Please wait ${waitText(seconds)} and try again.`;

const keyOf = (to: CodeDestination) => `${to.kind}:${to.site}:${to.address}`;

/** A refused step is a 429 with Retry-After; the same for a known and an unknown destination. */
function refuse(c: Context<AppEnv>, step: ThrottleStep, message: (seconds: number) => string) {
  if (step.ok) return;
  const seconds = retryAfterSeconds(step.retryAfterMs);
  c.header("Retry-After", String(seconds));
  throw new ApiError("RATE_LIMITED", message(seconds));
}

/**
 * Issue 30 §6: records a code send to `to`, or answers 429 while it is in its cooldown or at its
 * daily cap. Counted per destination whether or not it has an account, so the answer tells nobody.
 */
export async function allowCodeSend(
  c: Context<AppEnv>,
  throttle: SignInThrottleRepository,
  limits: SignInCodeLimits,
  to: CodeDestination,
  now: Date,
): Promise<void> {
  const step = await throttle.update(keyOf(to), (s) => takeCodeSend(s, now.getTime(), limits));
  refuse(c, step, tooManyCodes);
}

/**
 * Issue 30 §6: counts a code check of `to` as wrong (until `codeWasRight`), or answers 429 while
 * wrong checks across codes keep it locked out.
 */
export async function allowCodeCheck(
  c: Context<AppEnv>,
  throttle: SignInThrottleRepository,
  limits: SignInCodeLimits,
  to: CodeDestination,
  now: Date,
): Promise<void> {
  const step = await throttle.update(keyOf(to), (s) => takeCodeCheck(s, now.getTime(), limits));
  refuse(c, step, tooManyWrongCodes);
}

/** The check signed in: `to`'s wrong checks and lockout are forgotten. */
export async function codeWasRight(
  throttle: SignInThrottleRepository,
  to: CodeDestination,
): Promise<void> {
  await throttle.update(keyOf(to), (s) => ({ state: clearFailures(s) }));
}
