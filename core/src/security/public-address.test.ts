import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPublicAddress, literalAddress, outboundUrlProblem } from "./public-address";

const dotted = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 0xff).join(".");
const hex16 = (n: number) => (n & 0xffff).toString(16);
/** The IPv4 address `n` inside IPv6 prefixes that carry one. */
const mapped = (n: number) => `::ffff:${dotted(n)}`;
const nat64 = (n: number) => `64:ff9b::${hex16(n >>> 16)}:${hex16(n)}`;
const sixToFour = (n: number) => `2002:${hex16(n >>> 16)}:${hex16(n)}::1`;

/** Any IPv4 address as a 32-bit number, weighted toward the blocks a fetch must never reach. */
const ipv4Arb = fc.oneof(
  fc.integer({ min: 0, max: 0xffffffff }),
  fc.integer({ min: 0, max: 0xffffff }).map((low) => (127 << 24) | low),
  fc.integer({ min: 0, max: 0xffffff }).map((low) => (10 << 24) | low),
  fc.integer({ min: 0, max: 0xffff }).map((low) => ((169 << 24) | (254 << 16) | low) >>> 0),
  fc.integer({ min: 0, max: 0xfffff }).map((low) => ((172 << 24) | (16 << 16) | low) >>> 0),
  fc.integer({ min: 0, max: 0xffff }).map((low) => ((192 << 24) | (168 << 16) | low) >>> 0),
  fc.integer({ min: 0, max: 0x3fffff }).map((low) => ((100 << 24) | (64 << 16) | low) >>> 0),
);
/** Addresses in blocks that are never public, with the block's first address and size. */
const privateV4Arb = fc
  .constantFrom(
    [0x00000000, 8], // 0.0.0.0/8
    [0x0a000000, 8], // 10/8
    [0x64400000, 10], // 100.64/10 CGNAT
    [0x7f000000, 8], // 127/8
    [0xa9fe0000, 16], // 169.254/16
    [0xac100000, 12], // 172.16/12
    [0xc0000200, 24], // 192.0.2/24 TEST-NET-1
    [0xc0a80000, 16], // 192.168/16
    [0xc6120000, 15], // 198.18/15 benchmarking
    [0xc6336400, 24], // 198.51.100/24 TEST-NET-2
    [0xcb007100, 24], // 203.0.113/24 TEST-NET-3
    [0xe0000000, 4], // 224/4 multicast
    [0xf0000000, 4], // 240/4 reserved and broadcast
  )
  .chain(([base, bits]) =>
    fc.integer({ min: 0, max: 2 ** (32 - bits) - 1 }).map((low) => (base + low) >>> 0),
  );

describe("isPublicAddress (issue 30 §5)", () => {
  it.each([
    ["8.8.8.8", true],
    ["1.1.1.1", true],
    ["203.0.114.1", true],
    ["2606:4700:4700::1111", true],
    ["::ffff:8.8.8.8", true],
    ["64:ff9b::808:808", true],
    ["2002:808:808::1", true],
    ["127.0.0.1", false],
    ["127.255.255.254", false],
    ["0.0.0.0", false],
    ["0.1.2.3", false],
    ["10.0.0.1", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.0.1", false],
    ["100.64.0.1", false],
    ["169.254.169.254", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["192.0.2.10", false],
    ["198.51.100.10", false],
    ["203.0.113.10", false],
    ["240.0.0.1", false],
    ["::1", false],
    ["::", false],
    ["fe80::1", false],
    ["febf::1", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["ff02::1", false],
    ["2001:db8::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:169.254.169.254", false],
    ["::127.0.0.1", false],
    ["64:ff9b::7f00:1", false],
    ["64:ff9b::a9fe:a9fe", false],
    ["64:ff9b:1::808:808", false],
    ["2002:7f00:1::1", false],
    ["2002:c0a8:101::1", false],
    ["2001::1", false],
    ["not-an-address", false],
    ["", false],
  ])("%s → %s", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it("never calls an address in a private, local or reserved IPv4 block public", () => {
    fc.assert(fc.property(privateV4Arb, (n) => !isPublicAddress(dotted(n))));
  });

  it("judges an IPv4 address inside IPv4-mapped, NAT64 and 6to4 IPv6 exactly as the address itself", () => {
    fc.assert(
      fc.property(ipv4Arb, (n) => {
        const verdict = isPublicAddress(dotted(n));
        expect(isPublicAddress(mapped(n))).toBe(verdict);
        expect(isPublicAddress(nat64(n))).toBe(verdict);
        expect(isPublicAddress(sixToFour(n))).toBe(verdict);
      }),
    );
  });
});

describe("outboundUrlProblem: the address forms a URL can hide", () => {
  it.each([
    "http://0x7f.1/",
    "http://0x7f.0.0.1/",
    "http://0x7f000001/",
    "http://2130706433/",
    "http://017700000001/",
    "http://0177.0.0.1/",
    "http://127.1/",
    "http://127.0.1/",
    "http://0/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[0:0:0:0:0:ffff:7f00:1]/",
    "http://[64:ff9b::7f00:1]/",
    "http://[fe80::1]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://0xa9.0xfe.0xa9.0xfe/",
    "http://10.1/",
    "https://192.168.1.1:8443/adf",
    "http://localhost:3000/",
    "http://app.localhost/",
    "http://LOCALHOST./",
  ])("refuses %s", (url) => {
    expect(outboundUrlProblem(url)).toMatch(/^must be a public address/);
  });

  it.each([
    "ftp://crm.example.com/",
    "file:///etc/passwd",
    "gopher://x/",
    "javascript:alert(1)",
    "crm.example.com",
  ])("refuses %s as no http(s) address", (url) => {
    expect(outboundUrlProblem(url)).toBe("must be an absolute http:// or https:// address");
  });

  it.each([
    "https://crm.example.com.au/adf",
    "http://8.8.8.8:8080/x",
    "https://[2606:4700::1111]/",
  ])("lets %s through (names are resolved and checked again when fetched)", (url) => {
    expect(outboundUrlProblem(url)).toBeNull();
  });

  it("reads every decimal, hex and octal spelling of an IPv4 address as that address", () => {
    fc.assert(
      fc.property(ipv4Arb, (n) => {
        const forms = [`${n}`, `0x${n.toString(16)}`, `0${n.toString(8)}`, dotted(n)];
        for (const form of forms) {
          const url = new URL(`http://${form}/`);
          expect(literalAddress(url)).toBe(dotted(n));
          expect(outboundUrlProblem(url.href) === null).toBe(isPublicAddress(dotted(n)));
        }
      }),
    );
  });
});
