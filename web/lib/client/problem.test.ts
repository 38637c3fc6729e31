import { describe, expect, it } from "vitest";
import { failureOf } from "./problem";

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
