import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileStringArb } from "./lead-test-fixtures";
import { element, optionalTextElement, stripNonXmlChars, xmlText } from "./xml";

const XML_CHAR = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

describe("xml text", () => {
  it.each([
    ['<a href="x">&</a>', "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;"],
    ["it's", "it&apos;s"],
    ["a\u0000b\u0001c\u000bd\u001fe", "abcde"],
    ["tab\tnew\nline", "tab\tnew\nline"],
    ["win\r\nmac\r", "win\nmac\n"],
    ["\ufffe\uffff", ""],
    ["lone \ud800 high", "lone  high"],
    ["Zoë 🚗", "Zoë 🚗"],
  ])("%j → %j", (input, expected) => expect(xmlText(input)).toBe(expected));

  it("leaves only XML 1.0 characters and no raw markup", () => {
    fc.assert(
      fc.property(hostileStringArb, (s) => {
        expect(stripNonXmlChars(s)).toMatch(XML_CHAR);
        const escaped = xmlText(s);
        expect(escaped).toMatch(XML_CHAR);
        expect(escaped).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
      }),
    );
  });

  it("keeps valid text intact", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (s) => {
        const clean = stripNonXmlChars(s);
        expect(stripNonXmlChars(clean)).toBe(clean);
      }),
    );
  });

  it("builds elements, leaving out absent attributes and blank optional elements", () => {
    expect(element("price", "1", { type: "asking", currency: null })).toBe(
      '<price type="asking">1</price>',
    );
    expect(optionalTextElement("vin", "  ")).toBe("");
    expect(optionalTextElement("vin", "A&B")).toBe("<vin>A&amp;B</vin>");
  });
});
