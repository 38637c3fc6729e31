import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ApiFailure, failureLine, failureOf } from "./problem";

const FALLBACK = "An error occurred when submitting this form";
const HEADING = "Please fix the following errors:";

describe("failureOf: the one banner rule (issue 31 §3)", () => {
  it.each([
    {
      rule: "field errors under the list heading: the fields say it all, no banner",
      status: 400,
      body: {
        detail: HEADING,
        message: HEADING,
        errors: { email: "Please enter your email address." },
      },
      message: null,
      errors: { email: "Please enter your email address." },
    },
    {
      rule: "a schema 400 (detail, errors, no message): still no banner",
      status: 400,
      body: { detail: "email: Invalid", errors: { email: "Invalid" } },
      message: null,
      errors: { email: "Invalid" },
    },
    {
      rule: "the API's message is the banner (a 409 the shopper can act on)",
      status: 409,
      body: {
        detail: "Reserved",
        message: "Sorry, this car has already been reserved by another buyer.",
      },
      message: "Sorry, this car has already been reserved by another buyer.",
      errors: {},
    },
    {
      rule: "a problem with only its detail shows the detail",
      status: 403,
      body: { title: "Not allowed", detail: "Only a manager or the owner can do this." },
      message: "Only a manager or the owner can do this.",
      errors: {},
    },
    {
      rule: "an empty 500 shows the caller's fallback",
      status: 500,
      body: null,
      message: FALLBACK,
      errors: {},
    },
    {
      rule: "no answer at all (status 0) shows the caller's fallback",
      status: 0,
      body: null,
      message: FALLBACK,
      errors: {},
    },
    {
      rule: "errors that are not text are dropped, never shown as [object Object]",
      status: 400,
      body: { errors: { name: "Please enter your name.", bad: { nested: true } } },
      message: null,
      errors: { name: "Please enter your name." },
    },
  ])("$rule", ({ status, body, message, errors }) => {
    expect(failureOf(status, body, FALLBACK)).toEqual({ ok: false, status, message, errors });
  });
});

/** The line the console's former consoleApi showed: the oracle failureLine keeps. */
function consoleApiLine(status: number, body: unknown): string {
  const answer = failureOf(status, body, "");
  return (
    answer.message ||
    Object.values(answer.errors)[0] ||
    `The request failed (${answer.status || "no answer"}).`
  );
}

const textArb = fc.oneof(
  fc.constantFrom("", " ", HEADING, "Only a manager or the owner can do this."),
  fc.string(),
);
const problemArb = fc.oneof(
  fc.constant(null),
  fc.constant("not json"),
  fc.record(
    {
      title: textArb,
      detail: fc.oneof(textArb, fc.integer()),
      message: fc.oneof(textArb, fc.constant(null)),
      errors: fc.dictionary(
        fc.constantFrom("name", "status", "file", "phones.used"),
        fc.oneof(textArb, fc.integer()),
      ),
    },
    { requiredKeys: [] },
  ),
);
const statusArb = fc.constantFrom(0, 400, 401, 403, 404, 409, 429, 500, 502);

describe("failureLine: the one line a console screen shows alone", () => {
  it.each<{ rule: string; failure: Omit<ApiFailure, "ok">; line: string }>([
    {
      rule: "the banner when there is one",
      failure: { status: 403, message: "Only a manager or the owner can do this.", errors: {} },
      line: "Only a manager or the owner can do this.",
    },
    {
      rule: "else the first field error",
      failure: { status: 400, message: null, errors: { status: "A won lead cannot move." } },
      line: "A won lead cannot move.",
    },
    {
      rule: "else the status an empty answer came with",
      failure: { status: 500, message: null, errors: {} },
      line: "The request failed (500).",
    },
    {
      rule: "and no answer at all says so",
      failure: { status: 0, message: null, errors: {} },
      line: "The request failed (no answer).",
    },
  ])("$rule", ({ failure, line }) => {
    expect(failureLine(failure)).toBe(line);
  });

  it("with fallback null, says exactly what consoleApi said for every answer", () => {
    fc.assert(
      fc.property(statusArb, problemArb, (status, body) => {
        expect(failureLine(failureOf(status, body, null))).toBe(consoleApiLine(status, body));
      }),
      { numRuns: 500 },
    );
  });

  it("with fallback null, a silent answer has no banner of its own", () => {
    expect(failureOf(0, null, null)).toEqual({ ok: false, status: 0, message: null, errors: {} });
  });
});
