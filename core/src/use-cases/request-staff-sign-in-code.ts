import type { SignInThrottleRepository } from "../ports/sign-in-throttle";
import type { StaffAuthPort, StaffRepository } from "../ports/staff";
import { CodeNotSentError } from "../security/code-not-sent";
import { signInThrottleKey, tooManyCodes } from "../security/sign-in-answers";
import {
  retryAfterSeconds,
  type SignInCodeLimits,
  takeCodeSend,
} from "../security/sign-in-throttle";
import { failed, succeeded, type UseCaseResult } from "./result";

export interface RequestStaffSignInCodePorts {
  throttle: SignInThrottleRepository;
  staff: Pick<StaffRepository, "byEmail">;
  staffAuth: Pick<StaffAuthPort, "sendCode">;
}

export interface RequestStaffSignInCodeInput {
  /** Lower-case and trimmed (StaffCodeBody). */
  email: string;
}

export interface RequestStaffSignInCodeContext {
  now: Date;
  /** The site the request came to. */
  site: string;
  limits: SignInCodeLimits;
}

/**
 * What happened, for the shell's log only: the person is answered the same in every case
 * (STAFF_CODE_SENT), so the answer tells nobody who is staff.
 */
export type StaffCodeRequestOutcome =
  | { delivery: "sent" }
  | { delivery: "not-staff" }
  | { delivery: "failed"; permanent: boolean; reason: string };

/**
 * Issue 17 §2 and 30 §6 staff sign-in, step one: the send is counted against the address's
 * limits whether or not it is staff here (so a 429 tells nobody either), then only a member of
 * this site's staff is sent a code (by e-mail, through the site's mail provider).
 */
export async function requestStaffSignInCode(
  ports: RequestStaffSignInCodePorts,
  input: RequestStaffSignInCodeInput,
  context: RequestStaffSignInCodeContext,
): Promise<UseCaseResult<StaffCodeRequestOutcome>> {
  const key = signInThrottleKey({ kind: "staff", site: context.site, address: input.email });
  const step = await ports.throttle.update(key, (state) =>
    takeCodeSend(state, context.now.getTime(), context.limits),
  );
  if (!step.ok) {
    return failed("limited", tooManyCodes(retryAfterSeconds(step.retryAfterMs)), {
      retryAfterMs: step.retryAfterMs,
    });
  }
  if (!(await ports.staff.byEmail(context.site, input.email))) {
    return succeeded({ delivery: "not-staff" });
  }
  try {
    await ports.staffAuth.sendCode(context.site, input.email);
  } catch (error) {
    // The provider refused or failed: the operator's log says so; the person's answer does not.
    if (error instanceof CodeNotSentError) {
      return succeeded({ delivery: "failed", permanent: error.permanent, reason: error.reason });
    }
    throw error;
  }
  return succeeded({ delivery: "sent" });
}
