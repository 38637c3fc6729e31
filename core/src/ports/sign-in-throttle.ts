import type { SignInThrottleState } from "../security/sign-in-throttle";

/**
 * Issue 30 §6: each sign-in destination's code sends and wrong checks, kept in the store so every
 * instance counts once. `change` is core's pure step (takeCodeSend, takeCodeCheck, …).
 */
export interface SignInThrottleRepository {
  /**
   * Reads `key`'s state (fresh when none), applies `change` and stores the state it returns, as
   * one atomic step across instances (a racing change is re-run on the newer state); `change`'s answer.
   */
  update<T extends { state: SignInThrottleState }>(
    key: string,
    change: (state: SignInThrottleState) => T,
  ): Promise<T>;
}
