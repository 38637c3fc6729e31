import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestHost } from "./request-host";

const hostArb = fc.domain().map((d) => d.toLowerCase());
const clientTextArb = fc.oneof(
  hostArb,
  fc.string(),
  fc.constantFrom("", ",", "bayside-rv.localhost"),
);

describe("requestHost (issue 30 §2)", () => {
  it.each([
    [
      "no proxy: Host, never X-Forwarded-Host",
      "Alpha.localhost:3000",
      "bayside-rv.localhost",
      0,
      "alpha.localhost:3000",
    ],
    [
      "a trusted proxy: the X-Forwarded-Host it set",
      "app:3000",
      "www.alpha.com.au",
      1,
      "www.alpha.com.au",
    ],
    [
      "a proxy that appends: its value is the rightmost",
      "app:3000",
      "evil.example, www.alpha.com.au",
      1,
      "www.alpha.com.au",
    ],
    [
      "a trusted proxy that passed Host through",
      "www.alpha.com.au",
      undefined,
      1,
      "www.alpha.com.au",
    ],
    ["a malformed forwarded value: Host", "www.alpha.com.au", "bad host/", 1, "www.alpha.com.au"],
    ["an IPv6 literal", "[::1]:3000", undefined, 0, "[::1]:3000"],
    ["a malformed Host", "a b", undefined, 0, null],
    ["no Host", undefined, undefined, 0, null],
  ] as const)("%s", (_, host, forwardedHost, trustedHops, expected) => {
    expect(requestHost({ host, forwardedHost, trustedHops })).toBe(expected);
  });

  it("with no trusted proxy, X-Forwarded-Host never matters", () => {
    fc.assert(
      fc.property(hostArb, fc.option(fc.array(clientTextArb), { nil: undefined }), (host, xfh) => {
        expect(requestHost({ host, forwardedHost: xfh, trustedHops: 0 })).toBe(host);
      }),
    );
  });

  it("behind a trusted proxy, a client-written prefix never changes the result", () => {
    fc.assert(
      fc.property(
        hostArb,
        hostArb,
        fc.array(clientTextArb, { maxLength: 4 }),
        fc.integer({ min: 1, max: 10 }),
        (host, proxySet, prefix, hops) => {
          const forwardedHost = [...prefix, proxySet].join(", ");
          expect(requestHost({ host, forwardedHost, trustedHops: hops })).toBe(proxySet);
        },
      ),
    );
  });
});
