/**
 * Lead delivery retries (issue 4 §3): failures retry with exponential backoff
 * and end in the dead-letter state that an operator lists and retries.
 */
export interface BackoffPolicy {
  /** Delay after the first failed attempt. */
  firstDelayMs: number;
  /** Each further failure multiplies the delay by this. */
  factor: number;
  /** No delay is longer than this. */
  maxDelayMs: number;
  /** After this many failed attempts the lead is dead. */
  maxAttempts: number;
}

/** 30 s, 1 min, 2, 4, 8, 16, 32 min, then hourly; dead after the 10th failure (about 3 h 4 min in all). */
export const DEFAULT_BACKOFF: BackoffPolicy = {
  firstDelayMs: 30_000,
  factor: 2,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
};

/** The wait after `attempts` failed attempts (1-based), capped at maxDelayMs. */
export function retryDelayMs(attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, attempts - 1);
  // Past the cap the power only grows; stop before it overflows to Infinity.
  const raw = policy.firstDelayMs * policy.factor ** Math.min(exponent, 64);
  return Math.min(policy.maxDelayMs, raw);
}

/**
 * When a lead whose `attempts`-th delivery failed at `failedAt` is due again,
 * or null when that was the last attempt and the lead goes dead.
 */
export function nextAttemptAfterFailure(
  attempts: number,
  failedAt: Date,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  return new Date(failedAt.getTime() + retryDelayMs(attempts, policy));
}
