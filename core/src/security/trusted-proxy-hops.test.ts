import { describe, expect, it } from "vitest";
import { trustedProxyHopsFromEnv } from "./trusted-proxy-hops";

describe("trustedProxyHopsFromEnv (issue 30 §2)", () => {
  it.each([
    [{}, 0],
    [{ FORECOURT_TRUSTED_PROXY_HOPS: "2" }, 2],
    [{ FORECOURT_TRUSTED_PROXY_HOPS: "0" }, 0],
    [{ FORECOURT_TRUST_PROXY: "1" }, 1],
    [{ FORECOURT_TRUST_PROXY: "0" }, 0],
    [{ FORECOURT_TRUSTED_PROXY_HOPS: "0", FORECOURT_TRUST_PROXY: "1" }, 0],
    [{ FORECOURT_TRUSTED_PROXY_HOPS: "" }, 0],
  ])("%o → %i hops", (env, hops) => {
    expect(trustedProxyHopsFromEnv(env)).toEqual({ ok: true, hops });
  });

  it.each([
    [{ FORECOURT_TRUSTED_PROXY_HOPS: "one" }, "FORECOURT_TRUSTED_PROXY_HOPS"],
    [{ FORECOURT_TRUSTED_PROXY_HOPS: "-1" }, "FORECOURT_TRUSTED_PROXY_HOPS"],
    [{ FORECOURT_TRUSTED_PROXY_HOPS: "1.5" }, "FORECOURT_TRUSTED_PROXY_HOPS"],
    [{ FORECOURT_TRUSTED_PROXY_HOPS: "11" }, "FORECOURT_TRUSTED_PROXY_HOPS"],
    [{ FORECOURT_TRUSTED_PROXY_HOPS: "1e1" }, "FORECOURT_TRUSTED_PROXY_HOPS"],
    [{ FORECOURT_TRUST_PROXY: "yes" }, "FORECOURT_TRUST_PROXY"],
  ])("%o is refused, naming %s", (env, variable) => {
    const result = trustedProxyHopsFromEnv(env);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.startsWith(`${variable}:`)).toBe(true);
      expect(result.error).not.toContain("\n");
    }
  });
});
