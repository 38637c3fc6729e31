import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness, site } from "../../test-support/harness";
import { staffCookie } from "./staff-sessions.test-helper";

const HOST = "alpha.localhost";
const FEED = "https://feeds:t0p-s3cret@dms.example.com.au/stock.csv?key=k3y-k3y&dealer=42";
const SHOWN = "https://feeds:•••@dms.example.com.au/stock.csv?key=•••&dealer=42";

type Settings = { stockFeed: { url: string; intervalMinutes: number } | null };

describe("the settings API never shows a stock feed address's credentials (issue 33)", () => {
  let h: Harness;
  let owner: string;
  const send = (method: "GET" | "PATCH", body?: unknown) =>
    h.app.request("/api/dealer/settings", {
      method,
      headers: { host: HOST, cookie: owner, "content-type": "application/merge-patch+json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    // The tenant's cached copy holds the feed from the start (the GET reads that copy).
    h = await harness({}, [site("alpha", { stockFeed: { url: FEED } })]);
    owner = await staffCookie(h, "alpha", "owner@alpha.example", "owner");
  }, 120_000);
  afterAll(() => h.close());

  it("masks them in GET and in the PATCH answer, and keeps them when sent back masked", async () => {
    const read = await send("GET");
    const shown = (await read.json()) as Settings;
    expect(shown.stockFeed?.url).toBe(SHOWN);
    expect(JSON.stringify(shown)).not.toMatch(/s3cret|k3y/);

    // The console sends the feed back as it was shown, with another interval.
    const back = await send("PATCH", { stockFeed: { ...shown.stockFeed, intervalMinutes: 30 } });
    expect(back.status).toBe(200);
    expect(((await back.json()) as Settings).stockFeed?.url).toBe(SHOWN);
    expect((await h.store.sites.get("alpha"))?.stockFeed).toMatchObject({
      url: FEED,
      intervalMinutes: 30,
    });
    const [audit] = await h.store.audit.list("alpha", { action: "settings.update" });
    expect(JSON.stringify(audit)).not.toMatch(/s3cret|k3y/);
  });

  it("refuses a masked address that differs from the stored one, naming stockFeed.url", async () => {
    const res = await send("PATCH", {
      stockFeed: { url: "https://feeds:•••@elsewhere.example/stock.csv?key=•••" },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const problem = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(problem.errors)).toEqual(["stockFeed.url"]);
    expect((await h.store.sites.get("alpha"))?.stockFeed?.url).toBe(FEED);
  });
});
