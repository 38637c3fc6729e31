/**
 * A mail header's text from words a shopper or dealer wrote (a name, a car, a subject): every line
 * break and control character becomes one space, so no header can carry a second header
 * (CR/LF injection), and the result is trimmed and capped (RFC 5322 allows 998 a line).
 */
export function headerLine(text: string, maxLength = 200): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const single = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/ {2,}/g, " ");
  const trimmed = single.trim();
  return trimmed.length > maxLength ? `${trimmed.slice(0, maxLength - 1).trimEnd()}…` : trimmed;
}

/** A header-safe Message-ID for something the platform sends about: `<kind.id@domain>`. */
export function messageIdFor(kind: string, id: string, domain: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, "-");
  return `<${safe(kind)}.${safe(id)}@${safe(domain)}>`;
}
