/**
 * Issue 30 §6 sign-in code limits, per destination (a shopper's mobile number or a staff
 * e-mail, on one site): a cooldown between codes and a cap per 24 hours, so nobody can ask for
 * codes without end or pump texts to one number; and a lockout with doubling length after
 * wrong checks across codes, forgotten on a right one. Pure: the caller passes the time and
 * stores the state (once for every instance).
 */

/** The numbers of the sign-in code limits (README "Sign-in code limits"). */
export interface SignInCodeLimits {
  /** Least time between two codes to one destination. */
  cooldownMs: number;
  /** Most codes to one destination in any 24 hours. */
  codesPerDay: number;
  /** Wrong checks (across codes) that start a lockout; each further this many start the next. */
  failuresBeforeLockout: number;
  /** The first lockout; each next one is twice the one before. */
  firstLockoutMs: number;
  /** No lockout is longer than this. */
  longestLockoutMs: number;
}

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** A code a minute, five a day; five wrong checks lock for 1 minute, then 2, 4 … up to an hour. */
export const DEFAULT_SIGN_IN_CODE_LIMITS: SignInCodeLimits = {
  cooldownMs: MINUTE_MS,
  codesPerDay: 5,
  failuresBeforeLockout: 5,
  firstLockoutMs: MINUTE_MS,
  longestLockoutMs: 60 * MINUTE_MS,
};

/** What is remembered of one destination (times in ms since the epoch). */
export interface SignInThrottleState {
  /** When its codes were sent within the last 24 hours, oldest first. */
  sentAt: number[];
  /** Checks not (yet) right since the last right one; forgotten 24 hours after the last. */
  failures: number;
  lastFailureAt: number;
  /** No code is checked before this (0: not locked). */
  lockedUntil: number;
}

export const FRESH_SIGN_IN_THROTTLE: SignInThrottleState = {
  sentAt: [],
  failures: 0,
  lastFailureAt: 0,
  lockedUntil: 0,
};

/** A step's answer: allowed with the state to store, or refused until `retryAfterMs` has passed. */
export type ThrottleStep =
  | { ok: true; state: SignInThrottleState }
  | { ok: false; retryAfterMs: number; state: SignInThrottleState };

/**
 * Whether a code may be sent now: not within the cooldown of the last one and fewer than the cap
 * in the last 24 hours. Allowed, the send is recorded.
 */
export function takeCodeSend(
  state: SignInThrottleState,
  now: number,
  limits: SignInCodeLimits,
): ThrottleStep {
  const recent = state.sentAt.filter((at) => at > now - DAY_MS && at <= now);
  // Both rules may refuse at once; the wait is the later of the two, so a retry after it passes.
  const last = recent[recent.length - 1];
  const cooldownWait = last === undefined ? 0 : last + limits.cooldownMs - now;
  // The cap frees a place when the oldest send counted leaves the 24 hours.
  const freedAt = recent[recent.length - limits.codesPerDay];
  const capWait = freedAt === undefined ? 0 : freedAt + DAY_MS - now;
  const retryAfterMs = Math.max(cooldownWait, capWait);
  if (retryAfterMs > 0) return { ok: false, retryAfterMs, state };
  return { ok: true, state: { ...state, sentAt: [...recent, now] } };
}

/** How long the `lockout`-th lockout (1, 2, …) lasts: the first, doubling, never above the longest. */
export function lockoutMs(lockout: number, limits: SignInCodeLimits): number {
  const doublings = Math.min(Math.max(lockout - 1, 0), 40);
  return Math.min(limits.firstLockoutMs * 2 ** doublings, limits.longestLockoutMs);
}

/**
 * Whether a code may be checked now. Allowed, the check counts as wrong until `clearFailures`
 * says it was right, so checks racing on several instances still count; every
 * `failuresBeforeLockout`-th one starts a lockout (that check itself still runs).
 */
export function takeCodeCheck(
  state: SignInThrottleState,
  now: number,
  limits: SignInCodeLimits,
): ThrottleStep {
  if (state.lockedUntil > now) {
    return { ok: false, retryAfterMs: state.lockedUntil - now, state };
  }
  const earlier = now - state.lastFailureAt < DAY_MS ? state.failures : 0;
  const failures = earlier + 1;
  const lockout = failures % limits.failuresBeforeLockout === 0;
  const lockedUntil = lockout
    ? now + lockoutMs(failures / limits.failuresBeforeLockout, limits)
    : state.lockedUntil;
  return { ok: true, state: { ...state, failures, lastFailureAt: now, lockedUntil } };
}

/** A right code: the wrong checks and any lockout are forgotten (the codes sent still count). */
export function clearFailures(state: SignInThrottleState): SignInThrottleState {
  return { ...state, failures: 0, lastFailureAt: 0, lockedUntil: 0 };
}

/** When nothing in the state matters any more (its row may be dropped after this). */
export function throttleForgottenAt(state: SignInThrottleState): number {
  const lastSent = state.sentAt[state.sentAt.length - 1] ?? 0;
  return Math.max(lastSent + DAY_MS, state.lastFailureAt + DAY_MS, state.lockedUntil);
}

/** Whole seconds to wait, at least 1 (the Retry-After header). */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/** "45 seconds", "1 minute", "3 hours": a wait as a shopper reads it (rounded up). */
export function waitText(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return unit(seconds, "second");
  if (seconds < 60 * 60) return unit(Math.ceil(seconds / 60), "minute");
  return unit(Math.ceil(seconds / 3600), "hour");
}
