import type { SignInThrottleRepository } from "@forecourt/core/ports/sign-in-throttle";
import {
  type CodeDestination,
  signInThrottleKey,
  tooManyCodes,
  tooManyWrongCodes,
} from "@forecourt/core/security/sign-in-answers";
import {
  clearFailures,
  retryAfterSeconds,
  type SignInCodeLimits,
  type ThrottleStep,
  takeCodeCheck,
  takeCodeSend,
} from "@forecourt/core/security/sign-in-throttle";
import type { UseCaseProblem } from "@forecourt/core/use-cases/result";
import type { Context } from "hono";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";
import { problemError } from "../http/use-case-answer";

// The texts live in core, where the sign-in use cases answer with them.
export {
  CODE_NOT_RIGHT,
  type CodeDestination,
  tooManyCodes,
  tooManyWrongCodes,
} from "@forecourt/core/security/sign-in-answers";

/** A sign-in use case's problem as the API's error; a limit's wait also as Retry-After. */
export function signInProblem(c: Context<AppEnv>, problem: UseCaseProblem): ApiError {
  if (problem.retryAfterMs !== undefined) {
    c.header("Retry-After", String(retryAfterSeconds(problem.retryAfterMs)));
  }
  return problemError(problem);
}

const keyOf = signInThrottleKey;

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
