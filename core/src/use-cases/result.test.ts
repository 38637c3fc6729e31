import { describe, expect, it } from "vitest";
import { failed, succeeded } from "./result";

describe("use-case results", () => {
  it("a success carries its value; a failure its kind, detail and field", () => {
    expect(succeeded(3)).toEqual({ ok: true, value: 3 });
    expect(failed("invalid", "Enter your email.", { field: "email" })).toEqual({
      ok: false,
      problem: { kind: "invalid", detail: "Enter your email.", field: "email" },
    });
  });
});
