import { describe, expect, it, vi } from "vitest";
import { hitCounter } from "./hit-counter";
import { visitorToken } from "./visitor-token";

describe("hitCounter", () => {
  it("uses the shared counter when there is one", async () => {
    const hit = vi.fn(async () => ({ count: 7, resetAt: new Date() }));
    const count = hitCounter({ hit, unhit: vi.fn(), reset: vi.fn(), peek: vi.fn() });
    expect(await count("k", 1000)).toBe(7);
    expect(hit).toHaveBeenCalledWith("k", 1000);
  });

  it("without one, counts per key in memory and starts again once the window ends", async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const count = hitCounter(undefined);
      expect([await count("a", 1000), await count("a", 1000), await count("b", 1000)]).toEqual([
        1, 2, 1,
      ]);
      vi.setSystemTime(1000);
      expect(await count("a", 1000)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("visitorToken (no address kept)", () => {
  it("is 16 hex digits, the same for the same client, site and day, else different", () => {
    const token = visitorToken("203.0.113.7", "alpha", "2026-11-23");
    expect(token).toMatch(/^[0-9a-f]{16}$/);
    expect(token).not.toContain("203");
    expect(visitorToken("203.0.113.7", "alpha", "2026-11-23")).toBe(token);
    expect(visitorToken("203.0.113.7", "bravo", "2026-11-23")).not.toBe(token);
    expect(visitorToken("203.0.113.7", "alpha", "2026-11-24")).not.toBe(token);
    expect(visitorToken("203.0.113.8", "alpha", "2026-11-23")).not.toBe(token);
  });
});
