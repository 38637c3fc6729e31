import type { SpamSignals } from "../leads/spam/spam-verdict";

/**
 * Issue 34 §4: reads a lead form's signed render stamp. The shell signs and checks it (HMAC with
 * the platform's secret, api/src/http/form-stamp.ts); core only learns what it says.
 */
export interface FormStampReader {
  /** Missing, forged (bad signature or from the future), or how long ago the form was shown. */
  read(site: string, stamp: string | undefined, now: Date): SpamSignals["stamp"];
}
