import { localDay, siteTimeZone } from "@forecourt/core";
import { ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY } from "@forecourt/core/insights/anonymous-counting";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { client, type Harness, harness, NOW } from "./test-support/harness";

let h: Harness;
beforeAll(async () => {
  h = await harness();
}, 120_000);
afterAll(() => h.close());

const quiet = pino({ level: "silent" });
const DAY_MS = 24 * 60 * 60_000;
/** One proxy in front (trustedProxyHops 1), so each test names its client by X-Forwarded-For. */
const from = (ip: string) => ({ "x-forwarded-for": ip });
const appAt = (now: Date, writeRateLimits: { perIp: number } | false = false) =>
  createApp(h.deps, {
    logger: quiet,
    now: () => now,
    trustedProxyHops: 1,
    rateLimits: false,
    writeRateLimits:
      writeRateLimits === false ? false : { windowMs: 60_000, perSite: 1000, ...writeRateLimits },
  });

describe("per-client limits on anonymous writes (issue 30 §9)", () => {
  const api = () => client(appAt(NOW, { perIp: 3 }), "alpha.localhost");

  it.each([
    ["trade-in bodies", "POST", "/api/trade-in", { rego: "LIM1", regoState: "QLD" }, "203.0.113.1"],
    ["analytics events", "POST", "/api/analytics", { event_id: 49, data: {} }, "203.0.113.2"],
    ["phone reveals", "POST", "/api/phone-reveal", { car_id: "alpha-1" }, "203.0.113.3"],
    ["view counter hits", "GET", "/api/cars/alpha-car-2/view.json", undefined, "203.0.113.4"],
  ])(
    "%s: 429 with Retry-After after the limit, per client",
    async (_name, method, path, body, ip) => {
      const limited = api();
      const send = (ip: string) =>
        method === "GET" ? limited.get(path, from(ip)) : limited.post(path, body, from(ip));
      for (let i = 0; i < 3; i++) expect((await send(ip)).status).toBe(200);
      const refused = await send(ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await send("198.51.100.9")).status).toBe(200);
    },
  );
});

describe("a car's view counts once per visitor and car per dealer day (issue 30 §9)", () => {
  it("a second view by the same client that day adds nothing; another client or day does", async () => {
    const site = await h.store.sites.get("alpha");
    const tz = siteTimeZone(site as NonNullable<typeof site>);
    const view = async (now: Date, ip: string) => {
      const res = await client(appAt(now), "alpha.localhost").get(
        "/api/cars/alpha-car-3/view.json",
        from(ip),
      );
      return ((await res.json()) as { views: number }).views;
    };
    const first = await view(NOW, "203.0.113.20");
    expect(await view(NOW, "203.0.113.20")).toBe(first);
    expect(await view(NOW, "203.0.113.21")).toBe(first + 1);
    const tomorrow = new Date(NOW.getTime() + DAY_MS);
    expect(await view(tomorrow, "203.0.113.20")).toBe(first + 2);
    // The dealer's daily views (Insights) count the same way.
    const today = localDay(NOW, tz);
    const views = await h.store.insights.views("alpha", today, today);
    expect(views.find((v) => v.carId === "alpha-3")?.views).toBe(2);
  });
});

describe("zero-result searches kept for managers, per client per day (issue 30 §9)", () => {
  it(`keeps at most ${ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY} a client a day; other clients still count`, async () => {
    const api = client(appAt(NOW), "alpha.localhost");
    const search = (words: string, ip: string) =>
      api.get(
        `/api/search?path=${encodeURIComponent(`/search/new-used-and-demo-cars?query=${words}`)}`,
        from(ip),
      );
    for (let i = 0; i <= ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY + 5; i++) {
      // The search itself is always answered; only what managers are shown is capped.
      expect((await search(`flood ${i}`, "203.0.113.30")).status).toBe(200);
    }
    expect((await search("another shopper", "203.0.113.31")).status).toBe(200);
    const site = await h.store.sites.get("alpha");
    const day = localDay(NOW, siteTimeZone(site as NonNullable<typeof site>));
    const kept = await h.store.insights.topZeroResultSearches("alpha", day, day, 1000);
    const flood = kept.filter((k) => decodeURIComponent(k.search).includes("flood"));
    expect(flood).toHaveLength(ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY);
    expect(kept.some((k) => decodeURIComponent(k.search).includes("another shopper"))).toBe(true);
  });
});
