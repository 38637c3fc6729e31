/**
 * XML text helpers for the ADF document. Everything a shopper types goes
 * through `xmlText`, so no input can break out of an element or attribute.
 */

// XML 1.0 §2.2 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
// With the u flag a lone surrogate is its own code point, so it is matched (and dropped) too.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Drops the characters XML 1.0 forbids (most C0 controls, U+FFFE/U+FFFF, lone surrogates). */
export function stripNonXmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, "");
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside an element or a double-quoted attribute: forbidden characters dropped, markup escaped. */
export function xmlText(value: string | number): string {
  return stripNonXmlChars(String(value))
    .replace(/\r\n?/g, "\n")
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** One element; attributes with null/undefined values are left out. */
export function element(
  name: string,
  content: string,
  attributes: Record<string, string | number | null | undefined> = {},
): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] != null)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join("");
  return `<${name}${attrs}>${content}</${name}>`;
}

/** An element holding escaped text. */
export function textElement(
  name: string,
  value: string | number,
  attributes?: Record<string, string | number | null | undefined>,
): string {
  return element(name, xmlText(value), attributes);
}

/** A text element only when the value is present and not blank. */
export function optionalTextElement(
  name: string,
  value: string | number | null | undefined,
  attributes?: Record<string, string | number | null | undefined>,
): string {
  if (value == null || String(value).trim() === "") return "";
  return textElement(name, value, attributes);
}
