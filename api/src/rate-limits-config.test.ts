import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "./app";
import { rateLimitsFromEnv } from "./rate-limits-config";

describe("rateLimitsFromEnv", () => {
  it("keeps the defaults when nothing (or an empty value) is set", () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsFromEnv({ FORECOURT_RATE_LIMIT_PER_IP: "" })).toEqual(DEFAULT_RATE_LIMITS);
  });

  it("reads per-IP and per-site limits", () => {
    expect(
      rateLimitsFromEnv({
        FORECOURT_RATE_LIMIT_PER_IP: "120",
        FORECOURT_RATE_LIMIT_PER_SITE: "5000",
      }),
    ).toEqual({ ...DEFAULT_RATE_LIMITS, perIp: 120, perSite: 5000 });
  });

  it.each(["0", "-3", "1.5", "lots"])("refuses %s, naming the variable", (value) => {
    expect(() => rateLimitsFromEnv({ FORECOURT_RATE_LIMIT_PER_IP: value })).toThrow(
      /^FORECOURT_RATE_LIMIT_PER_IP: must be a whole number/,
    );
  });
});
