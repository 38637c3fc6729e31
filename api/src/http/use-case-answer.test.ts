import { describe, expect, it } from "vitest";
import { problemError } from "./use-case-answer";

describe("problemError", () => {
  it("maps each kind to its status and keeps the field's message", () => {
    const invalid = problemError({ kind: "invalid", detail: "Enter a rego.", field: "rego" });
    expect(invalid.status).toBe(400);
    expect(invalid.errors).toEqual({ rego: "Enter a rego." });
    expect(problemError({ kind: "not-found", detail: "No such car." }).status).toBe(404);
    expect(problemError({ kind: "limited", detail: "Too many." }).status).toBe(429);
    expect(problemError({ kind: "upstream", detail: "Card declined." }).status).toBe(502);
  });

  it("keeps every field's message of a form, and answers a reused or busy idempotency key with its own code", () => {
    const form = problemError({
      kind: "invalid",
      detail: "Please fix the following errors:",
      errors: { email: "Enter your email.", phone: "Enter your phone." },
    });
    expect(form.errors).toEqual({ email: "Enter your email.", phone: "Enter your phone." });
    const reused = problemError({ kind: "key-reused", detail: "Used." });
    expect([reused.code, reused.status]).toEqual(["IDEMPOTENCY_KEY_REUSED", 422]);
    const busy = problemError({ kind: "key-in-flight", detail: "Busy." });
    expect([busy.code, busy.status]).toEqual(["IDEMPOTENCY_KEY_IN_FLIGHT", 409]);
  });
});
