import type { AuthRequest } from "../ports/shoppers";
import type { SignInThrottleRepository } from "../ports/sign-in-throttle";
import type { StaffAuthPort } from "../ports/staff";
import { CODE_NOT_RIGHT, signInThrottleKey, tooManyWrongCodes } from "../security/sign-in-answers";
import {
  clearFailures,
  retryAfterSeconds,
  type SignInCodeLimits,
  takeCodeCheck,
} from "../security/sign-in-throttle";
import type { StaffMember } from "../staff/staff";
import { failed, succeeded, type UseCaseResult } from "./result";

export interface VerifyStaffSignInCodePorts {
  throttle: SignInThrottleRepository;
  staffAuth: Pick<StaffAuthPort, "verifyCode">;
}

export interface VerifyStaffSignInCodeInput {
  /** Lower-case and trimmed (StaffSignInBody). */
  email: string;
  /** Six digits (StaffSignInBody). */
  code: string;
}

export interface VerifyStaffSignInCodeContext {
  now: Date;
  site: string;
  limits: SignInCodeLimits;
  /** The request's headers and scheme: the session cookie is made for them. */
  request: AuthRequest;
}

/**
 * Issue 17 §2 and 30 §6 staff sign-in, step two: the check counts as wrong until it proves
 * right (so checks racing on several instances all count) and is refused while the address is
 * locked out; a right code forgets the wrong ones and starts a staff session.
 */
export async function verifyStaffSignInCode(
  ports: VerifyStaffSignInCodePorts,
  input: VerifyStaffSignInCodeInput,
  context: VerifyStaffSignInCodeContext,
): Promise<UseCaseResult<{ staff: StaffMember; setCookies: string[] }>> {
  const key = signInThrottleKey({ kind: "staff", site: context.site, address: input.email });
  const step = await ports.throttle.update(key, (state) =>
    takeCodeCheck(state, context.now.getTime(), context.limits),
  );
  if (!step.ok) {
    return failed("limited", tooManyWrongCodes(retryAfterSeconds(step.retryAfterMs)), {
      retryAfterMs: step.retryAfterMs,
    });
  }
  const checked = await ports.staffAuth.verifyCode(
    context.site,
    input.email,
    input.code,
    context.request,
  );
  // One answer for none asked for, wrong, expired and used up: none tells a stranger more.
  if (!checked.ok) return failed("invalid", CODE_NOT_RIGHT, { field: "code" });
  await ports.throttle.update(key, (state) => ({ state: clearFailures(state) }));
  return succeeded({ staff: checked.staff, setCookies: checked.setCookies });
}
