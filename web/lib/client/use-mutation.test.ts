import { SUBMIT_ERROR } from "@forecourt/core/leads/messages";
import { describe, expect, it } from "vitest";
import { type MutationStatus, mutationLine } from "./use-mutation";

describe("mutationLine: a refused attempt as the console's one line", () => {
  it.each<{ rule: string; status: MutationStatus; line: string | null }>([
    { rule: "nothing while idle", status: { kind: "idle" }, line: null },
    { rule: "nothing while sending", status: { kind: "submitting" }, line: null },
    { rule: "nothing once done", status: { kind: "done" }, line: null },
    {
      rule: "the banner of a refusal",
      status: { kind: "invalid", errors: {}, banner: "Reserved", httpStatus: 409 },
      line: "Reserved",
    },
    {
      rule: "the first field error when the fields say it all",
      status: {
        kind: "invalid",
        errors: { name: "That is not a domain name." },
        banner: null,
        httpStatus: 400,
      },
      line: "That is not a domain name.",
    },
    {
      rule: "the status of an empty refusal",
      status: { kind: "invalid", errors: {}, banner: null, httpStatus: 502 },
      line: "The request failed (502).",
    },
    {
      rule: "no answer at all",
      status: { kind: "invalid", errors: {}, banner: null, httpStatus: null },
      line: "The request failed (no answer).",
    },
    {
      rule: "a send that threw shows the form's fallback",
      status: { kind: "invalid", errors: {}, banner: SUBMIT_ERROR, httpStatus: null },
      line: SUBMIT_ERROR,
    },
  ])("$rule", ({ status, line }) => {
    expect(mutationLine(status)).toBe(line);
  });
});
