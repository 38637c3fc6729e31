import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientAddress, normalisedAddress, UNKNOWN_CLIENT } from "./client-address";

const ipv4Arb = fc.ipV4();
const ipv6Arb = fc.ipV6();
const addressArb = fc.oneof(ipv4Arb, ipv6Arb);
/** What a client may put in its own X-Forwarded-For: addresses, garbage, commas, spaces. */
const clientTextArb = fc.oneof(
  addressArb,
  fc.string(),
  fc.constantFrom("", ",", " , ", "unknown", "127.0.0.1", "::1", "1.2.3.4, 5.6.7.8"),
);
const hopsArb = fc.integer({ min: 1, max: 10 });

describe("clientAddress (issue 30 §2)", () => {
  it.each([
    ["no proxy: the socket, whatever the header says", "203.0.113.9", "1.1.1.1", 0, "203.0.113.9"],
    ["no proxy and no header", "::ffff:127.0.0.1", undefined, 0, "::ffff:127.0.0.1"],
    ["one proxy: the entry it appended", "10.0.0.2", "6.6.6.6, 203.0.113.9", 1, "203.0.113.9"],
    [
      "two proxies: the entry the outer one appended",
      "10.0.0.2",
      "6.6.6.6, 203.0.113.9, 10.0.0.1",
      2,
      "203.0.113.9",
    ],
    [
      "fewer proxies than configured: the leftmost, a proxy wrote it",
      "10.0.0.2",
      "203.0.113.9",
      3,
      "203.0.113.9",
    ],
    ["one proxy, no header: the socket", "10.0.0.2", undefined, 1, "10.0.0.2"],
    ["a proxy's port is dropped", "10.0.0.2", "203.0.113.9:5123", 1, "203.0.113.9"],
    ["bracketed IPv6 with a port", "10.0.0.2", "[2001:DB8::1]:443", 1, "2001:db8::1"],
    [
      "a malformed chosen entry: the nearest trusted one on its right",
      "10.0.0.2",
      "203.0.113.9, unknown, 10.0.0.1",
      2,
      "10.0.0.1",
    ],
    ["nothing well-formed at all", undefined, "garbage", 1, UNKNOWN_CLIENT],
    ["no socket (in-process) and no proxy", undefined, "203.0.113.9", 0, UNKNOWN_CLIENT],
  ] as const)("%s", (_, socketAddress, forwardedFor, trustedHops, expected) => {
    expect(clientAddress({ socketAddress, forwardedFor, trustedHops })).toBe(expected);
  });

  it("reads a second X-Forwarded-For header as the chain's continuation", () => {
    const forwardedFor = ["6.6.6.6", "203.0.113.9"];
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor, trustedHops: 1 })).toBe(
      "203.0.113.9",
    );
  });

  it("with no trusted proxy is the socket's address, whatever X-Forwarded-For holds", () => {
    fc.assert(
      fc.property(
        addressArb,
        fc.option(fc.array(clientTextArb), { nil: undefined }),
        (socket, xff) => {
          expect(clientAddress({ socketAddress: socket, forwardedFor: xff, trustedHops: 0 })).toBe(
            normalisedAddress(socket),
          );
        },
      ),
    );
  });

  it("a client-written prefix never changes the result behind N trusted proxies", () => {
    fc.assert(
      fc.property(
        hopsArb.chain((hops) =>
          fc.tuple(
            fc.constant(hops),
            fc.array(addressArb, { minLength: hops, maxLength: hops }),
            addressArb,
            fc.array(clientTextArb, { maxLength: 5 }),
            fc.boolean(),
          ),
        ),
        ([hops, appended, socket, prefix, separateHeader]) => {
          const honest = clientAddress({
            socketAddress: socket,
            forwardedFor: appended.join(", "),
            trustedHops: hops,
          });
          // The client's text arrives first: in the same header the proxies append to, or its own.
          const forwardedFor = separateHeader
            ? [prefix.join(","), appended.join(", ")]
            : [...prefix, ...appended].join(", ");
          const spoofed = clientAddress({ socketAddress: socket, forwardedFor, trustedHops: hops });
          expect(spoofed).toBe(honest);
          expect(honest).toBe(normalisedAddress(appended[0] ?? ""));
        },
      ),
    );
  });
});
