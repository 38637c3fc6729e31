/**
 * Issue 33 §2: a dealer's photo is stored under a key derived from the address it was named by
 * (feed or console), so it is fetched once however many cars or imports name it. The key is the
 * first 128 bits of the SHA-256 of the trimmed address, in hex (Web Crypto: no dependency).
 */
const encoder = new TextEncoder();
const KEY = /^[0-9a-f]{32}$/;

/** The photo key of a source address. */
export async function photoKey(sourceUrl: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(sourceUrl.trim()));
  return Array.from(new Uint8Array(digest).subarray(0, 16), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}

/** Whether `text` is spelled as a photo key (32 lowercase hex digits). */
export const isPhotoKey = (text: string): boolean => KEY.test(text);

/** Whether an address is one to fetch and store: an absolute http(s) URL, not a site path. */
export function isIngestiblePhotoUrl(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}
