import sanitizeHtml from "sanitize-html";

/** Dealer HTML (comments, features) reduced to safe formatting tags before render. */
export function sanitizeDealerHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["b", "strong", "i", "em", "u", "p", "br", "ul", "ol", "li", "span"],
    allowedAttributes: {},
  });
}

/** The plain text of dealer HTML (for truncation and meta descriptions). */
export function dealerPlainText(html: string): string {
  return sanitizeHtml(html.replace(/<(br|\/p|\/li)\s*\/?>/gi, "\n"), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
