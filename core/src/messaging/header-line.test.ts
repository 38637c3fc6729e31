import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerLine, messageIdFor } from "./header-line";

describe("headerLine", () => {
  it.each([
    ["Jane\r\nBcc: everyone@example.com", "Jane Bcc: everyone@example.com"],
    ["Toyota\nCorolla", "Toyota Corolla"],
    ["  Ford   Ranger  ", "Ford Ranger"],
    ["Kia\u2028Sportage", "Kia Sportage"],
  ])("%j becomes one line: %j", (input, expected) => {
    expect(headerLine(input)).toBe(expected);
  });

  it("caps a long text with an ellipsis", () => {
    expect(headerLine("a".repeat(500), 20)).toBe(`${"a".repeat(19)}…`);
  });

  it("never holds a line break or control character, and is never longer than the cap", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (text) => {
        const line = headerLine(text, 120);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the property is about them
        expect(line).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
        expect(line.length).toBeLessThanOrEqual(120);
      }),
      { numRuns: 300 },
    );
  });
});

describe("messageIdFor", () => {
  it("is the same for the same lead, and holds only header-safe characters", () => {
    expect(messageIdFor("lead", "0f3a-12", "mail.example.com")).toBe(
      "<lead.0f3a-12@mail.example.com>",
    );
    expect(messageIdFor("lead", "a>b\r\nX: y", "x")).toBe("<lead.a-b--X--y@x>");
  });
});
