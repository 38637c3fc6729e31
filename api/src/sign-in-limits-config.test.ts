import { DEFAULT_SIGN_IN_CODE_LIMITS as DEFAULTS } from "@forecourt/core/security/sign-in-throttle";
import { describe, expect, it } from "vitest";
import { signInCodeLimitsFromEnv } from "./sign-in-limits-config";

describe("signInCodeLimitsFromEnv", () => {
  it("keeps the defaults (60 s, 5 a day, lockout after 5) when nothing or an empty value is set", () => {
    expect(signInCodeLimitsFromEnv({})).toEqual(DEFAULTS);
    expect(signInCodeLimitsFromEnv({ FORECOURT_SIGN_IN_CODES_PER_DAY: "" })).toEqual(DEFAULTS);
    expect(DEFAULTS).toMatchObject({
      cooldownMs: 60_000,
      codesPerDay: 5,
      failuresBeforeLockout: 5,
    });
  });

  it("reads each setting; a cooldown of 0 turns the cooldown off", () => {
    expect(
      signInCodeLimitsFromEnv({
        FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS: "0",
        FORECOURT_SIGN_IN_CODES_PER_DAY: "50",
        FORECOURT_SIGN_IN_LOCKOUT_AFTER: "10",
      }),
    ).toEqual({ ...DEFAULTS, cooldownMs: 0, codesPerDay: 50, failuresBeforeLockout: 10 });
  });

  it.each([
    ["FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS", "-1"],
    ["FORECOURT_SIGN_IN_CODES_PER_DAY", "0"],
    ["FORECOURT_SIGN_IN_LOCKOUT_AFTER", "lots"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => signInCodeLimitsFromEnv({ [name]: value })).toThrow(
      new RegExp(`^${name}: must be a whole number`),
    );
  });
});
