import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BackoffPolicy,
  DEFAULT_BACKOFF,
  nextAttemptAfterFailure,
  retryDelayMs,
} from "./backoff";

const failedAt = new Date("2026-03-01T00:00:00Z");
const minutes = (m: number) => m * 60_000;

describe("lead delivery backoff (issue 4 §3)", () => {
  it.each([
    [1, 30_000],
    [2, minutes(1)],
    [3, minutes(2)],
    [4, minutes(4)],
    [5, minutes(8)],
    [6, minutes(16)],
    [7, minutes(32)],
    [8, minutes(60)],
    [9, minutes(60)],
  ])("after failed attempt %i the lead is due again %i ms later", (attempts, delay) => {
    expect(nextAttemptAfterFailure(attempts, failedAt)).toEqual(
      new Date(failedAt.getTime() + delay),
    );
  });

  it("the 10th failed attempt makes the lead dead", () => {
    expect(nextAttemptAfterFailure(10, failedAt)).toBeNull();
    expect(nextAttemptAfterFailure(11, failedAt)).toBeNull();
  });

  const policyArb: fc.Arbitrary<BackoffPolicy> = fc
    .record({
      firstDelayMs: fc.integer({ min: 1, max: 600_000 }),
      factor: fc.double({ min: 1, max: 10, noNaN: true }),
      extra: fc.integer({ min: 0, max: 86_400_000 }),
      maxAttempts: fc.integer({ min: 1, max: 50 }),
    })
    .map(({ firstDelayMs, factor, extra, maxAttempts }) => ({
      firstDelayMs,
      factor,
      maxDelayMs: firstDelayMs + extra,
      maxAttempts,
    }));

  it("delays never shrink, never pass the cap, and are always in the future (property)", () => {
    fc.assert(
      fc.property(policyArb, fc.integer({ min: 1, max: 200 }), (policy, attempts) => {
        const delay = retryDelayMs(attempts, policy);
        expect(delay).toBeGreaterThan(0);
        expect(delay).toBeLessThanOrEqual(policy.maxDelayMs);
        expect(retryDelayMs(attempts + 1, policy)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it("a lead is dead exactly when the attempts reach the maximum (property)", () => {
    fc.assert(
      fc.property(policyArb, fc.integer({ min: 1, max: 100 }), (policy, attempts) => {
        const next = nextAttemptAfterFailure(attempts, failedAt, policy);
        expect(next === null).toBe(attempts >= policy.maxAttempts);
        if (next) expect(next.getTime()).toBeGreaterThan(failedAt.getTime());
      }),
    );
  });

  it("the default schedule gives up after about three hours", () => {
    let total = 0;
    for (let a = 1; a < DEFAULT_BACKOFF.maxAttempts; a++) total += retryDelayMs(a);
    expect(total).toBe(30_000 + minutes(1 + 2 + 4 + 8 + 16 + 32 + 60 + 60));
  });
});
