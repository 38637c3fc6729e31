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
});
