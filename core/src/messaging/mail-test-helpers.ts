/** Test-only readings of a message's HTML, independent of the code that wrote it. */

/** Every address the HTML links to (href) and every resource it loads (src, background, url()). */
export function htmlAddresses(html: string): { links: string[]; resources: string[] } {
  const values = (re: RegExp) => [...html.matchAll(re)].map((m) => decodeEntities(m[1] ?? ""));
  return {
    links: values(/\shref="([^"]*)"/g),
    resources: [
      ...values(/\ssrc="([^"]*)"/g),
      ...values(/\sbackground="([^"]*)"/g),
      ...values(/url\(([^)]*)\)/g),
    ],
  };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The markup of an HTML document with its text and attribute values blanked: what a shopper's
 * text must never change. Line breaks (`<br>`) are left out: a shopper's own new lines add them.
 */
export function markupSkeleton(html: string): string[] {
  return [...html.matchAll(/<[^>]*>/g)]
    .map((m) => m[0].replace(/"[^"]*"/g, '""'))
    .filter((tag) => tag !== "<br>");
}
