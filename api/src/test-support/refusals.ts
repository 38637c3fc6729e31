import { expect } from "vitest";

/** A problem+json refusal as the fuzz tests read it. */
export type Answer = { errors?: Record<string, string>; message?: string };

/**
 * Shopper-facing routes. Staff routes (/api/dealer/…) answer 401 before reading a body or a query
 * without a staff session; routes/dealer/dealer-access.openapi.test.ts drives each of them.
 */
export const isShopperRoute = (path: string) => !path.startsWith("/api/dealer/");

/** A 4xx that names at least one field, each with a message. */
export function expectFieldError(status: number, answer: Answer, what: string) {
  expect(status, what).toBeGreaterThanOrEqual(400);
  expect(status, what).toBeLessThan(500);
  const errors = Object.entries(answer.errors ?? {});
  expect(errors.length, what).toBeGreaterThan(0);
  for (const [field, message] of errors) {
    expect(field.length, what).toBeGreaterThan(0);
    expect(typeof message, what).toBe("string");
  }
}
