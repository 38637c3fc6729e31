import { describe, expect, it } from "vitest";
import { unexpectedErrorReport, wantsDebug } from "./unexpected-error";

describe("an unexpected CLI error (issue 16 §3)", () => {
  const error = new TypeError('Failed query: insert into leads\nparams: "Jo Citizen",0412345678');

  it("is one line without the stack, and never the lines a driver adds (they quote values)", () => {
    const report = unexpectedErrorReport(error, false);
    expect(report).toBe(
      "forecourt: unexpected TypeError: Failed query: insert into leads (run again with --debug or FORECOURT_DEBUG=1 for details)\n",
    );
    expect(report).not.toContain("Jo Citizen");
  });

  it("adds the stack when debugging", () => {
    const report = unexpectedErrorReport(error, true);
    expect(report.split("\n")[0]).toBe(
      "forecourt: unexpected TypeError: Failed query: insert into leads",
    );
    expect(report).toContain("    at ");
  });

  it("copes with a thrown non-error", () => {
    expect(unexpectedErrorReport("boom", false)).toMatch(/^forecourt: unexpected Error: boom \(/);
    expect(unexpectedErrorReport(new Error(""), false)).toMatch(/unexpected Error: \(no message\)/);
  });

  it("--debug anywhere on the line, or FORECOURT_DEBUG=1", () => {
    expect(wantsDebug(["node", "forecourt", "price", "--debug"], {})).toBe(true);
    expect(wantsDebug(["node", "forecourt", "price"], { FORECOURT_DEBUG: "1" })).toBe(true);
    expect(wantsDebug(["node", "forecourt", "price"], { FORECOURT_DEBUG: "0" })).toBe(false);
  });
});
