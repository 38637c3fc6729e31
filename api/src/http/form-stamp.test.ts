import { describe, expect, it } from "vitest";
import { formStamps } from "./form-stamp";

const shown = new Date("2026-12-07T10:00:00Z");
const later = (seconds: number) => new Date(shown.getTime() + seconds * 1000);

describe("form stamps (issue 34 §4)", () => {
  const stamps = formStamps("test secret");

  it("reads its own stamp's age", () => {
    const stamp = stamps.issue("harbour", shown);
    expect(stamps.read("harbour", stamp, later(12.5))).toEqual({
      kind: "valid",
      secondsToSubmit: 12.5,
    });
  });

  it("a missing stamp is missing", () => {
    expect(stamps.read("harbour", undefined, shown)).toEqual({ kind: "missing" });
    expect(stamps.read("harbour", "", shown)).toEqual({ kind: "missing" });
  });

  it("an older time under the same signature, another site's stamp, another secret's or junk is forged", () => {
    const stamp = stamps.issue("harbour", shown);
    const [, signature] = stamp.split(".");
    const backdated = `${shown.getTime() - 60_000}.${signature}`;
    expect(stamps.read("harbour", backdated, later(1))).toEqual({ kind: "forged" });
    expect(stamps.read("other-site", stamp, later(10))).toEqual({ kind: "forged" });
    expect(formStamps("another secret").read("harbour", stamp, later(10))).toEqual({
      kind: "forged",
    });
    expect(stamps.read("harbour", "hello", later(10))).toEqual({ kind: "forged" });
  });

  it("a stamp dated in the future beyond clock drift is forged", () => {
    const stamp = stamps.issue("harbour", later(60));
    expect(stamps.read("harbour", stamp, shown)).toEqual({ kind: "forged" });
    expect(stamps.read("harbour", stamps.issue("harbour", later(2)), shown)).toEqual({
      kind: "valid",
      secondsToSubmit: 0,
    });
  });
});
