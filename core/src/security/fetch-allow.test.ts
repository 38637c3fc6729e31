import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFetchAllowed, parseFetchAllow } from "./fetch-allow";

describe("FORECOURT_FETCH_ALLOW (issue 30 §5)", () => {
  it("parses hosts, single ports and port ranges", () => {
    expect(parseFetchAllow("127.0.0.1:3380-3384, localhost:8080,[::1],feeds.test")).toEqual([
      { host: "127.0.0.1", firstPort: 3380, lastPort: 3384 },
      { host: "localhost", firstPort: 8080, lastPort: 8080 },
      { host: "[::1]", firstPort: 1, lastPort: 65_535 },
      { host: "feeds.test", firstPort: 1, lastPort: 65_535 },
    ]);
    expect(parseFetchAllow(undefined)).toEqual([]);
    expect(parseFetchAllow("")).toEqual([]);
  });

  it.each([
    ["127.0.0.1:0", "needs ports from 1 to 65535"],
    ["127.0.0.1:70000", "needs ports from 1 to 65535"],
    ["127.0.0.1:3384-3380", "the first no larger than the last"],
    ["http://127.0.0.1", "must be host, host:port or host:first-last"],
    ["127.0.0.1:80:81", "must be host, host:port or host:first-last"],
    ["bad host", "must be host, host:port or host:first-last"],
  ])("refuses '%s' naming the setting", (value, message) => {
    expect(() => parseFetchAllow(value)).toThrow(`FORECOURT_FETCH_ALLOW: '${value}'`);
    expect(() => parseFetchAllow(value)).toThrow(message);
  });

  it("allows only the named host within its ports, however the URL spells the host", () => {
    const allow = parseFetchAllow("127.0.0.1:3380-3384");
    expect(isFetchAllowed(allow, new URL("http://127.0.0.1:3380/feed"))).toBe(true);
    expect(isFetchAllowed(allow, new URL("http://0x7f.1:3384/feed"))).toBe(true);
    expect(isFetchAllowed(allow, new URL("http://127.0.0.1:3385/feed"))).toBe(false);
    expect(isFetchAllowed(allow, new URL("http://127.0.0.1/feed"))).toBe(false);
    expect(isFetchAllowed(allow, new URL("http://127.0.0.2:3380/feed"))).toBe(false);
    expect(isFetchAllowed(allow, new URL("http://localhost:3380/feed"))).toBe(false);
    expect(isFetchAllowed([], new URL("http://127.0.0.1:3380/"))).toBe(false);
  });

  it("a port is allowed exactly when it lies in the entry's range", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 65_535 }),
        fc.integer({ min: 1, max: 65_535 }),
        fc.integer({ min: 1, max: 65_535 }),
        (a, b, port) => {
          const [first, last] = a <= b ? [a, b] : [b, a];
          const allow = parseFetchAllow(`10.0.0.5:${first}-${last}`);
          const url = new URL(`http://10.0.0.5:${port}/`);
          expect(isFetchAllowed(allow, url)).toBe(port >= first && port <= last);
        },
      ),
    );
  });
});
