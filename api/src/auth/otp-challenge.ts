import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A code lives 5 minutes and allows 5 wrong tries (issue 4 §4). */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

/**
 * What the signed challenge cookie carries: the site, the phone, the expiry
 * and a nonce, plus an HMAC over them and the code. The code itself is never
 * stored anywhere, only this keyed hash of it, so a stolen cookie does not
 * reveal it; any instance holding the shared secret can check a code.
 */
interface ChallengeBody {
  site: string;
  phone: string;
  expiresAt: number;
  nonce: string;
}

export type OtpCheck =
  | { ok: true }
  | { ok: false; reason: "missing" | "expired" | "wrong" | "locked" };

/** Issues and checks one-time sign-in codes (§6) with a per-challenge attempt limit. */
export class OtpChallenges {
  /** Wrong tries per live challenge nonce; entries go when the challenge expires. */
  private readonly attempts = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly secret: string) {}

  /** A fresh 6-digit code and the cookie value that can later prove it. */
  issue(site: string, phone: string, now: Date): { code: string; challenge: string } {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const body: ChallengeBody = {
      site,
      phone,
      expiresAt: now.getTime() + OTP_TTL_MS,
      nonce: randomBytes(16).toString("base64url"),
    };
    const encoded = Buffer.from(JSON.stringify(body)).toString("base64url");
    return { code, challenge: `${encoded}.${this.mac(encoded, code)}` };
  }

  /** Checks `code` for `site` and `phone` against the challenge cookie; a success uses it up. */
  check(
    challenge: string | undefined,
    site: string,
    phone: string,
    code: string,
    now: Date,
  ): OtpCheck {
    this.sweep(now.getTime());
    const body = challenge ? this.decode(challenge) : null;
    if (!challenge || !body || body.site !== site || body.phone !== phone) {
      return { ok: false, reason: "missing" };
    }
    if (body.expiresAt <= now.getTime()) return { ok: false, reason: "expired" };
    const tries = this.attempts.get(body.nonce) ?? { count: 0, expiresAt: body.expiresAt };
    if (tries.count >= OTP_MAX_ATTEMPTS) return { ok: false, reason: "locked" };
    const [encoded = "", mac = ""] = challenge.split(".");
    const expected = Buffer.from(this.mac(encoded, code));
    const given = Buffer.from(mac);
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      // Used up: a replay of the same cookie now counts as locked.
      this.attempts.set(body.nonce, { count: OTP_MAX_ATTEMPTS, expiresAt: body.expiresAt });
      return { ok: true };
    }
    tries.count += 1;
    this.attempts.set(body.nonce, tries);
    return { ok: false, reason: tries.count >= OTP_MAX_ATTEMPTS ? "locked" : "wrong" };
  }

  private mac(encoded: string, code: string): string {
    return createHmac("sha256", this.secret).update(`${encoded}|${code}`).digest("base64url");
  }

  private decode(challenge: string): ChallengeBody | null {
    const encoded = challenge.split(".")[0] ?? "";
    try {
      const body = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as ChallengeBody;
      return typeof body.site === "string" &&
        typeof body.phone === "string" &&
        typeof body.expiresAt === "number" &&
        typeof body.nonce === "string"
        ? body
        : null;
    } catch {
      return null;
    }
  }

  private sweep(nowMs: number): void {
    if (this.attempts.size < 10_000) return;
    for (const [nonce, entry] of this.attempts)
      if (entry.expiresAt <= nowMs) this.attempts.delete(nonce);
  }
}
