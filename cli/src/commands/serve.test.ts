import { describe, expect, it } from "vitest";
import { CliError } from "../io";
import { trustedProxyHopsOf } from "./serve";

describe("forecourt serve --api: trusted proxy hops (issue 30 §2)", () => {
  it.each([
    [{}, {}, 0],
    [{ trustedProxyHops: "2" }, { FORECOURT_TRUSTED_PROXY_HOPS: "3" }, 2],
    [{ trustProxy: true }, {}, 1],
    [{}, { FORECOURT_TRUSTED_PROXY_HOPS: "3" }, 3],
    [{}, { FORECOURT_TRUST_PROXY: "1" }, 1],
  ])("flags %o, env %o → %i", (flags, env, hops) => {
    expect(trustedProxyHopsOf(flags, env)).toBe(hops);
  });

  it.each([
    [{ trustedProxyHops: "11" }, {}, "--trusted-proxy-hops:"],
    [{ trustedProxyHops: "x" }, {}, "--trusted-proxy-hops:"],
    [{}, { FORECOURT_TRUSTED_PROXY_HOPS: "-1" }, "FORECOURT_TRUSTED_PROXY_HOPS:"],
  ])("refuses flags %o, env %o, naming %s", (flags, env, name) => {
    expect(() => trustedProxyHopsOf(flags, env)).toThrow(CliError);
    expect(() => trustedProxyHopsOf(flags, env)).toThrow(name);
  });
});
