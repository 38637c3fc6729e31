import type { Country } from "../../locations/regions";
import { isDisposableEmail } from "./disposable-email";
import { phoneCanExist } from "./phone-possible";
import type { SpamSettings } from "./spam-settings";

/** Why a lead scored: each reason is counted once. */
export const SPAM_REASONS = [
  "honeypot",
  "too-fast",
  "forged-stamp",
  "no-stamp",
  "link-in-message",
  "url-as-name",
  "disposable-email",
  "impossible-phone",
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/**
 * Each reason's weight. A tripped trap (honeypot filled, sent faster than the site's minimum, a
 * forged form stamp) weighs the most a threshold can be, so it is spam on every site; a missing
 * stamp (an API client rather than our form) only adds to other reasons.
 */
export const spamWeights: Readonly<Record<SpamReason, number>> = {
  honeypot: 100,
  "too-fast": 100,
  "forged-stamp": 100,
  "no-stamp": 1,
  "link-in-message": 3,
  "url-as-name": 5,
  "disposable-email": 4,
  "impossible-phone": 4,
};

/** What the lead's text says; any field may be missing. */
export interface SpamLeadText {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  message?: unknown;
}

/** What the submission itself showed, read by the shell (the form's signed stamp, its honeypot). */
export interface SpamSignals {
  honeypotFilled: boolean;
  /** The form's signed render stamp: missing, forged (bad signature, or from the future), or its age. */
  stamp: { kind: "missing" } | { kind: "forged" } | { kind: "valid"; secondsToSubmit: number };
}

export interface SpamVerdict {
  spam: boolean;
  score: number;
  reasons: SpamReason[];
}

const LINK = /(?:https?:\/\/|\bwww\.|\[url|<a\s)/i;
const DOMAIN_NAME =
  /(?:[a-z0-9-]+\.)+(?:com|net|org|info|biz|ru|cn|xyz|top|site|online|shop|io|co|me|click|link)(?![a-z])/i;

const text = (v: unknown): string => (typeof v === "string" ? v : "");

/**
 * Issue 34 §4: a lead's spam score (the sum of its reasons' weights) and whether it reaches the
 * site's threshold. Pure; `site.spam.minSeconds` is the minimum time to send a form.
 */
export function spamVerdict(
  lead: SpamLeadText,
  signals: SpamSignals,
  site: { country: Country; spam: Pick<SpamSettings, "threshold" | "minSeconds"> },
): SpamVerdict {
  const reasons: SpamReason[] = [];
  if (signals.honeypotFilled) reasons.push("honeypot");
  if (signals.stamp.kind === "missing") reasons.push("no-stamp");
  else if (signals.stamp.kind === "forged") reasons.push("forged-stamp");
  else if (signals.stamp.secondsToSubmit < site.spam.minSeconds) reasons.push("too-fast");
  if (LINK.test(text(lead.message))) reasons.push("link-in-message");
  const name = text(lead.name);
  if (LINK.test(name) || DOMAIN_NAME.test(name)) reasons.push("url-as-name");
  if (isDisposableEmail(text(lead.email))) reasons.push("disposable-email");
  const phone = text(lead.phone);
  if (phone !== "" && !phoneCanExist(phone, site.country)) reasons.push("impossible-phone");
  const score = reasons.reduce((sum, r) => sum + spamWeights[r], 0);
  return { spam: score >= site.spam.threshold, score, reasons };
}
