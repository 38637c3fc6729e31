/**
 * Lead webhook signatures (issue 16 §2), Stripe's scheme: the header
 * `Forecourt-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under the
 * site's webhook secret. The timestamp is inside the signed text, so a captured delivery
 * cannot be replayed once it is older than the tolerance. Pure: the time is passed in;
 * HMAC is Web Crypto (global in Node and browsers), so this module carries no dependency.
 */

/** The header a receiver reads. */
export const WEBHOOK_SIGNATURE_HEADER = "Forecourt-Signature";
/** How far a signature's timestamp may be from the receiver's clock (5 minutes). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

export type WebhookSignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: "malformed" | "outside-tolerance" | "mismatch" };

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    [usage],
  );
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** Hex HMAC-SHA256 of `text` under `secret`. */
export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  return toHex(
    await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(text)),
  );
}

/** The signature header's value for `body` sent at `at` (whole seconds since the epoch). */
export async function signWebhookBody(body: string, secret: string, at: Date): Promise<string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${await hmacSha256Hex(secret, `${timestamp}.${body}`)}`;
}

/**
 * Checks a signature header against the raw body as received, at the receiver's `now`:
 * one of its v1 values must match (a sender rotating secrets may send several) and its
 * timestamp must be within the tolerance either side of `now`.
 */
export async function verifyWebhookSignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  now: Date,
  toleranceSeconds = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
): Promise<WebhookSignatureCheck> {
  const pairs = (header ?? "").split(",").map((part) => part.trim().split("="));
  const timestamps = pairs.filter(([k]) => k === "t").map(([, v]) => v ?? "");
  const signatures = pairs.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  const [t] = timestamps;
  if (timestamps.length !== 1 || !t || !/^\d{1,12}$/.test(t) || signatures.length === 0) {
    return { ok: false, reason: "malformed" };
  }
  const timestamp = Number(t);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) {
    return { ok: false, reason: "outside-tolerance" };
  }
  const key = await hmacKey(secret, "verify");
  const signed = encoder.encode(`${timestamp}.${body}`);
  for (const signature of signatures) {
    const bytes = hexBytes(signature);
    // subtle.verify compares in constant time.
    if (bytes && (await crypto.subtle.verify("HMAC", key, bytes, signed))) {
      return { ok: true, timestamp };
    }
  }
  return { ok: false, reason: "mismatch" };
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * A site's webhook secret, derived from the deployment's key so no secret is kept in the
 * site's settings (which reach the browser): hex HMAC-SHA256(key, "forecourt-lead-webhook:<slug>").
 * Each dealer gets its own; `openssl dgst -sha256 -hmac KEY` computes the same (api/README.md).
 */
export function siteWebhookSecret(deploymentKey: string, site: string): Promise<string> {
  return hmacSha256Hex(deploymentKey, `forecourt-lead-webhook:${site}`);
}
