import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { SpamSignals } from "@forecourt/core/leads/spam/spam-verdict";

/** A stamp dated this far ahead of the server's clock was not made by it (instances' clocks drift a little). */
const CLOCK_SKEW_MS = 5_000;

/**
 * Issue 34 §4: the lead form's render time, signed by the server (HMAC-SHA256 with the platform's
 * secret, over the site and the time), so a bot cannot claim it saw the form longer than it did.
 * `secret` is the same on every instance (derived from FORECOURT_AUTH_SECRET); without one a
 * process makes its own, and only its own stamps verify.
 */
export function formStamps(secret: string = randomBytes(32).toString("hex")) {
  const key = createHmac("sha256", secret).update("forecourt form stamp").digest();
  const sign = (site: string, ms: number) =>
    createHmac("sha256", key).update(`${site}.${ms}`).digest("base64url");
  return {
    /** A stamp for a form of `site` shown at `now`: "<epoch ms>.<signature>". */
    issue(site: string, now: Date): string {
      const ms = now.getTime();
      return `${ms}.${sign(site, ms)}`;
    },
    /** What a submission's stamp says: missing, forged (bad signature or from the future), or its age. */
    read(site: string, stamp: string | undefined, now: Date): SpamSignals["stamp"] {
      if (stamp === undefined || stamp === "") return { kind: "missing" };
      const match = /^(\d{1,15})\.([\w-]{43})$/.exec(stamp);
      if (!match) return { kind: "forged" };
      const ms = Number(match[1]);
      const given = Buffer.from(match[2] as string);
      const expected = Buffer.from(sign(site, ms));
      if (!timingSafeEqual(given, expected)) return { kind: "forged" };
      const age = now.getTime() - ms;
      if (age < -CLOCK_SKEW_MS) return { kind: "forged" };
      return { kind: "valid", secondsToSubmit: Math.max(0, age) / 1000 };
    },
  };
}
export type FormStamps = ReturnType<typeof formStamps>;
