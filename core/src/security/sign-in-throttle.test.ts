import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clearFailures,
  DAY_MS,
  FRESH_SIGN_IN_THROTTLE as FRESH,
  DEFAULT_SIGN_IN_CODE_LIMITS as LIMITS,
  lockoutMs,
  type SignInThrottleState,
  takeCodeCheck,
  takeCodeSend,
} from "./sign-in-throttle";

const T0 = Date.UTC(2026, 11, 7, 9, 0, 0);
const SECOND = 1000;

/** Sends at the given offsets from T0, each allowed or not, threading the state. */
function sendAll(offsets: number[], state: SignInThrottleState = FRESH) {
  const allowed: number[] = [];
  let current = state;
  for (const offset of offsets) {
    const step = takeCodeSend(current, T0 + offset, LIMITS);
    current = step.state;
    if (step.ok) allowed.push(T0 + offset);
  }
  return { allowed, state: current };
}

/** Request times, sorted, weighted toward bursts (several in a second) and day edges. */
const requestTimesArb = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 3 * DAY_MS }),
      fc.integer({ min: 0, max: 5 * SECOND }),
      fc.integer({ min: DAY_MS - 2 * SECOND, max: DAY_MS + 2 * SECOND }),
    ),
    { maxLength: 60 },
  )
  .map((times) => [...times].sort((a, b) => a - b));

describe("takeCodeSend (issue 30 §6: cooldown and daily cap per destination)", () => {
  it("a second code within 60 s is refused, with the seconds left to wait", () => {
    const first = takeCodeSend(FRESH, T0, LIMITS);
    expect(first.ok).toBe(true);
    const second = takeCodeSend(first.state, T0 + 20 * SECOND, LIMITS);
    expect(second).toMatchObject({ ok: false, retryAfterMs: 40 * SECOND });
    expect(takeCodeSend(first.state, T0 + 60 * SECOND, LIMITS).ok).toBe(true);
  });

  it("four requests in one second send one code", () => {
    expect(sendAll([0, 250, 500, 750]).allowed).toEqual([T0]);
  });

  it("the sixth code in 24 hours is refused until the first leaves the 24 hours", () => {
    const hourly = [0, 1, 2, 3, 4].map((h) => h * 60 * 60 * SECOND);
    const { allowed, state } = sendAll(hourly);
    expect(allowed).toHaveLength(5);
    const sixth = takeCodeSend(state, T0 + 5 * 60 * 60 * SECOND, LIMITS);
    expect(sixth).toMatchObject({ ok: false, retryAfterMs: DAY_MS - 5 * 60 * 60 * SECOND });
    expect(takeCodeSend(state, T0 + DAY_MS, LIMITS).ok).toBe(true);
  });

  it("a send refused by the cooldown and the cap at once waits for both (seed 1988463169)", () => {
    const { state } = sendAll([58_001, 118_001, 178_001, 238_001, 86_398_000]);
    const step = takeCodeSend(state, T0 + 86_398_000, LIMITS);
    expect(step).toMatchObject({ ok: false, retryAfterMs: 58_001 + DAY_MS - 86_398_000 });
  });

  it("property: never more than the cap in any 24 hours, never two within the cooldown", () => {
    fc.assert(
      fc.property(requestTimesArb, (times) => {
        const { allowed } = sendAll(times);
        for (let i = 0; i < allowed.length; i++) {
          const at = allowed[i] as number;
          const inDay = allowed.filter((t) => t > at - DAY_MS && t <= at);
          expect(inDay.length).toBeLessThanOrEqual(LIMITS.codesPerDay);
          if (i > 0)
            expect(at - (allowed[i - 1] as number)).toBeGreaterThanOrEqual(LIMITS.cooldownMs);
        }
      }),
    );
  });

  it("property: a refusal's wait is positive and the send is allowed once it has passed", () => {
    fc.assert(
      fc.property(requestTimesArb, fc.integer({ min: 0, max: 3 * DAY_MS }), (times, later) => {
        const { state } = sendAll(times);
        const at = T0 + Math.max(later, times[times.length - 1] ?? 0);
        const step = takeCodeSend(state, at, LIMITS);
        if (step.ok) return;
        expect(step.retryAfterMs).toBeGreaterThan(0);
        expect(takeCodeSend(state, at + step.retryAfterMs, LIMITS).ok).toBe(true);
      }),
    );
  });
});

describe("takeCodeCheck (issue 30 §6: lockout across codes with backoff)", () => {
  /** `n` checks at one-second steps from `from`, none right. */
  function wrongChecks(n: number, from = T0, state: SignInThrottleState = FRESH) {
    let current = state;
    const refused: number[] = [];
    for (let i = 0; i < n; i++) {
      const step = takeCodeCheck(current, from + i * SECOND, LIMITS);
      current = step.state;
      if (!step.ok) refused.push(i);
    }
    return { state: current, refused };
  }

  it("five wrong checks lock the sixth out for a minute; a right code forgets them", () => {
    const { state, refused } = wrongChecks(5);
    expect(refused).toEqual([]);
    const sixth = takeCodeCheck(state, T0 + 5 * SECOND, LIMITS);
    expect(sixth).toMatchObject({ ok: false, retryAfterMs: 59 * SECOND });
    expect(takeCodeCheck(state, T0 + 4 * SECOND + 60 * SECOND, LIMITS).ok).toBe(true);
    const cleared = clearFailures(state);
    expect(takeCodeCheck(cleared, T0 + 6 * SECOND, LIMITS).ok).toBe(true);
  });

  it("the next five wrong checks lock for two minutes, then four", () => {
    const first = wrongChecks(5).state;
    const second = wrongChecks(5, first.lockedUntil, first).state;
    expect(second.lockedUntil - (first.lockedUntil + 4 * SECOND)).toBe(2 * 60 * SECOND);
    const third = wrongChecks(5, second.lockedUntil, second).state;
    expect(third.lockedUntil - (second.lockedUntil + 4 * SECOND)).toBe(4 * 60 * SECOND);
  });

  it("property: lockouts never shorten and never pass the longest", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        expect(lockoutMs(n + 1, LIMITS)).toBeGreaterThanOrEqual(lockoutMs(n, LIMITS));
        expect(lockoutMs(n, LIMITS)).toBeLessThanOrEqual(LIMITS.longestLockoutMs);
        expect(lockoutMs(n, LIMITS)).toBeGreaterThanOrEqual(LIMITS.firstLockoutMs);
      }),
    );
  });

  it("property: at most five checks run between two lockouts, however they are spread", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 * 60 * SECOND }), { maxLength: 80 }),
        (offsets) => {
          let state = FRESH;
          let sinceLock = 0;
          for (const offset of [...offsets].sort((a, b) => a - b)) {
            const step = takeCodeCheck(state, T0 + offset, LIMITS);
            if (step.ok) {
              sinceLock += 1;
              expect(sinceLock).toBeLessThanOrEqual(LIMITS.failuresBeforeLockout);
              if (step.state.lockedUntil > T0 + offset) sinceLock = 0;
            }
            state = step.state;
          }
        },
      ),
    );
  });
});
