import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE, RESERVED_NAME_MESSAGE } from "../routes/text.schema";
import { findBodyProblem, INVALID_UNICODE_MESSAGE, textProblem } from "./json-body-guard";

describe("textProblem: what PostgreSQL text and jsonb cannot hold", () => {
  it.each([
    ["plain", null],
    ["🚗 emoji pairs are fine", null],
    ["\u202egnp.exe", null],
    ["a\u0000b", CONTROL_CHARACTERS_MESSAGE],
    ["\ud800", INVALID_UNICODE_MESSAGE],
    ["x\udfff", INVALID_UNICODE_MESSAGE],
    ["\udc00\ud800", INVALID_UNICODE_MESSAGE],
    ["🚗".slice(0, 1), INVALID_UNICODE_MESSAGE],
  ])("%j → %s", (s, problem) => {
    expect(textProblem(s)).toBe(problem);
  });
});

describe("findBodyProblem names the field by its dotted path", () => {
  it.each([
    [{ fields: { name: "Sam", message: "hi\ud800" } }, ["fields.message", INVALID_UNICODE_MESSAGE]],
    [{ a: { b: ["ok", "\u0000"] } }, ["a.b.1", CONTROL_CHARACTERS_MESSAGE]],
    [{ fields: { "bad\ud800key": "x" } }, ["fields", INVALID_UNICODE_MESSAGE]],
    [JSON.parse('{"x":{"__proto__":{"admin":true}}}'), ["x", RESERVED_NAME_MESSAGE]],
    ["\ud800", ["body", INVALID_UNICODE_MESSAGE]],
    [{ fields: { name: "Sam", n: 1, ok: true, none: null } }, null],
  ])("%j → %j", (body, problem) => {
    expect(findBodyProblem(body)).toEqual(problem);
  });
});
