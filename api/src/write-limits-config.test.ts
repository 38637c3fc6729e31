import { describe, expect, it } from "vitest";
import { DEFAULT_WRITE_RATE_LIMITS } from "./app";
import { openRequestsPerClientFromEnv, writeRateLimitsFromEnv } from "./write-limits-config";

describe("writeRateLimitsFromEnv (issue 30 §9)", () => {
  it("defaults to 120 per IP and 6,000 per site a minute", () => {
    expect(writeRateLimitsFromEnv({})).toEqual({ windowMs: 60_000, perIp: 120, perSite: 6000 });
    expect(writeRateLimitsFromEnv({ FORECOURT_WRITE_LIMIT_PER_IP: "" })).toEqual(
      DEFAULT_WRITE_RATE_LIMITS,
    );
  });

  it("reads both variables", () => {
    expect(
      writeRateLimitsFromEnv({
        FORECOURT_WRITE_LIMIT_PER_IP: "500",
        FORECOURT_WRITE_LIMIT_PER_SITE: "20000",
      }),
    ).toEqual({ windowMs: 60_000, perIp: 500, perSite: 20_000 });
  });

  it.each(["0", "-1", "1.5", "lots"])("refuses %s, naming the variable", (value) => {
    expect(() => writeRateLimitsFromEnv({ FORECOURT_WRITE_LIMIT_PER_IP: value })).toThrow(
      /^FORECOURT_WRITE_LIMIT_PER_IP: must be a whole number/,
    );
  });
});

describe("openRequestsPerClientFromEnv", () => {
  it("keeps the default when unset, turns the cap off at 0, and names a bad value", () => {
    expect(openRequestsPerClientFromEnv({})).toBeUndefined();
    expect(openRequestsPerClientFromEnv({ FORECOURT_OPEN_REQUESTS_PER_CLIENT: "0" })).toBe(false);
    expect(openRequestsPerClientFromEnv({ FORECOURT_OPEN_REQUESTS_PER_CLIENT: "32" })).toBe(32);
    expect(() =>
      openRequestsPerClientFromEnv({ FORECOURT_OPEN_REQUESTS_PER_CLIENT: "many" }),
    ).toThrow(/^FORECOURT_OPEN_REQUESTS_PER_CLIENT: /);
  });
});
