import {
  DEFAULT_SIGN_IN_CODE_LIMITS,
  type SignInCodeLimits,
} from "@forecourt/core/security/sign-in-throttle";
import { z } from "zod";

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();
const SignInLimitEnv = z.object({
  FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS: whole(0, 3600),
  FORECOURT_SIGN_IN_CODES_PER_DAY: whole(1, 1000),
  FORECOURT_SIGN_IN_LOCKOUT_AFTER: whole(1, 100),
});
const RULES: Record<keyof z.infer<typeof SignInLimitEnv>, string> = {
  FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS: "a whole number of seconds from 0 to 3600",
  FORECOURT_SIGN_IN_CODES_PER_DAY: "a whole number of codes from 1 to 1000",
  FORECOURT_SIGN_IN_LOCKOUT_AFTER: "a whole number of wrong codes from 1 to 100",
};

/**
 * Issue 30 §6 sign-in code limits from the environment: the cooldown between two codes to one
 * number or e-mail, the codes per 24 hours, and the wrong codes before a lockout (the lockouts
 * themselves: 1 minute, doubling, at most an hour). Unset or empty keeps the default; a bad
 * value fails at start, naming the variable.
 */
export function signInCodeLimitsFromEnv(env: Record<string, string | undefined>): SignInCodeLimits {
  const given = (name: keyof typeof RULES) => env[name] || undefined;
  const parsed = SignInLimitEnv.safeParse({
    FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS: given("FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS"),
    FORECOURT_SIGN_IN_CODES_PER_DAY: given("FORECOURT_SIGN_IN_CODES_PER_DAY"),
    FORECOURT_SIGN_IN_LOCKOUT_AFTER: given("FORECOURT_SIGN_IN_LOCKOUT_AFTER"),
  });
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0]) as keyof typeof RULES;
    throw new Error(`${name}: must be ${RULES[name]}`);
  }
  const set = parsed.data;
  const defaults = DEFAULT_SIGN_IN_CODE_LIMITS;
  return {
    ...defaults,
    cooldownMs:
      set.FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS === undefined
        ? defaults.cooldownMs
        : set.FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS * 1000,
    codesPerDay: set.FORECOURT_SIGN_IN_CODES_PER_DAY ?? defaults.codesPerDay,
    failuresBeforeLockout: set.FORECOURT_SIGN_IN_LOCKOUT_AFTER ?? defaults.failuresBeforeLockout,
  };
}
