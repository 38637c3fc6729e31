import { stripNonXmlChars } from "../leads/xml";

// C0 controls other than tab and newline, and C1 controls: never shown, and old clients choke.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;

/**
 * Text a shopper, a dealer or a feed wrote, safe inside an HTML e-mail's element or a
 * double-quoted attribute: characters XML forbids and control characters dropped, markup
 * escaped. The apostrophe is `&#39;`, not `&apos;`, which HTML 4 mail clients do not know.
 */
export function htmlText(value: string | number): string {
  return plainText(String(value)).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** Several lines of text (a shopper's comments) as escaped HTML, each line break a `<br>`. */
export function htmlLines(value: string): string {
  return htmlText(value).replace(/\n/g, "<br>\n");
}

/** Text for a plain-text part: line breaks made `\n`, forbidden and control characters dropped. */
export function plainText(value: string): string {
  return stripNonXmlChars(value).replace(/\r\n?/g, "\n").replace(CONTROL_CHARS, "");
}

/**
 * An address a reader outside the site can open: a path resolved against `origin`, an http(s)
 * URL kept; null for anything else (`javascript:`, `data:`, unreadable), so a feed's odd
 * address never becomes a link or a remote resource in a message.
 */
export function absoluteHttpUrl(origin: string, url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    const resolved = new URL(text, `${origin.replace(/\/+$/, "")}/`);
    return resolved.protocol === "https:" || resolved.protocol === "http:"
      ? resolved.toString()
      : null;
  } catch {
    return null;
  }
}
