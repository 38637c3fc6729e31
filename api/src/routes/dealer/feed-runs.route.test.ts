import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createOutboundFetch } from "@forecourt/adapters/net/outbound-fetch";
import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import { createFeedPull } from "@forecourt/adapters/stock-import/feed-pull";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness, NOW, site } from "../../test-support/harness";
import { staffCookie } from "./staff-sessions.test-helper";

type Runs = {
  feedUrl: string | null;
  runs: Array<{ id: number; status: string; added: number; startedText: string; etag?: unknown }>;
};

/** A dealer's system on loopback: three cars as NDJSON. */
let server: Server;
let port: number;
const car = (id: string) =>
  JSON.stringify({ id, make: "Toyota", model: "Corolla", status: "in_stock", price: 20000 });

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/x-ndjson" });
    res.end([car("F1"), car("F2"), car("F3")].join("\n"));
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe("feed runs in the console (issue 33 §1)", () => {
  let h: Harness;
  const cookies: Record<string, string> = {};
  const send = (method: string, cookie: string, host = "alpha.localhost") =>
    h.app.request("/api/dealer/feed-runs", { method, headers: { host, cookie } });

  beforeAll(async () => {
    h = await harness({}, [site("alpha"), site("bravo")]);
    cookies.owner = await staffCookie(h, "alpha", "owner@alpha.example", "owner");
    cookies.manager = await staffCookie(h, "alpha", "manager@alpha.example", "manager");
    cookies.sales = await staffCookie(h, "alpha", "sales@alpha.example", "sales");
    cookies.bravo = await staffCookie(h, "bravo", "manager@bravo.example", "manager");
    // This test's loopback server is the one private address the guard lets through.
    h.deps.feedPull = createFeedPull({
      ...h.store,
      search: createEmbeddedSearch(),
      outbound: createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${port}`) }),
      onFailure: () => {},
      now: () => NOW,
    });
  }, 120_000);
  afterAll(() => h.close());

  it("is for managers and up: sales staff and strangers are refused", async () => {
    expect((await send("GET", cookies.sales ?? "")).status).toBe(403);
    expect((await send("POST", cookies.sales ?? "")).status).toBe(403);
    expect((await send("GET", "")).status).toBe(401);
    expect((await send("POST", "")).status).toBe(401);
  });

  it("says when the site names no feed, and refuses to run one", async () => {
    const listed = await send("GET", cookies.manager ?? "");
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ feedUrl: null, intervalMinutes: null, runs: [] });
    const run = await send("POST", cookies.manager ?? "");
    expect(run.status).toBe(404);
    expect(((await run.json()) as { detail: string }).detail).toMatch(/names no stock feed/);
  });

  it("runs the feed now for a manager, audits it and lists the run in the site's zone", async () => {
    const alpha = await h.store.sites.get("alpha");
    if (!alpha) throw new Error("no alpha");
    const url = `http://127.0.0.1:${port}/stock.ndjson`;
    await h.store.sites.save({
      ...alpha,
      stockFeed: {
        url,
        format: "json",
        intervalMinutes: 60,
        removeMissing: false,
        maxShrinkShare: 0.2,
      },
    });
    const run = await send("POST", cookies.manager ?? "");
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ status: "imported", trigger: "manual", added: 3 });
    expect(await h.store.stock.get("alpha", "F1")).not.toBeNull();

    const listed = (await (await send("GET", cookies.owner ?? "")).json()) as Runs;
    expect(listed.feedUrl).toBe(url);
    expect(listed.runs).toHaveLength(1);
    expect(listed.runs[0]).toMatchObject({ status: "imported", added: 3 });
    // 2026-11-23T00:00Z on the dealer's clock, never the validators the server keeps.
    expect(listed.runs[0]?.startedText).toBe("23/11/2026 10:00 (Australia/Brisbane)");
    expect(listed.runs[0]).not.toHaveProperty("etag");

    const [entry] = await h.store.audit.list("alpha", { action: "stock.feed-pull" });
    expect(entry).toMatchObject({
      actor: { email: "manager@alpha.example", role: "manager" },
      after: { status: "imported", added: 3 },
    });
  });

  it("takes the feed setting through the settings patch, naming a bad field, and never shows its password", async () => {
    const patch = (body: unknown) =>
      h.app.request("/api/dealer/settings", {
        method: "PATCH",
        headers: {
          host: "alpha.localhost",
          cookie: cookies.owner ?? "",
          "content-type": "application/merge-patch+json",
        },
        body: JSON.stringify(body),
      });
    const bad = await patch({ stockFeed: { intervalMinutes: 5 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      "stockFeed.intervalMinutes": "must be at least 15 minutes",
    });
    const url = `http://feeds:s3cret@127.0.0.1:${port}/stock.ndjson`;
    expect((await patch({ stockFeed: { url } })).status).toBe(200);
    const listed = (await (await send("GET", cookies.manager ?? "")).json()) as Runs;
    expect(listed.feedUrl).toBe(`http://127.0.0.1:${port}/stock.ndjson`);
  });

  it("keeps each site's runs to itself", async () => {
    const bravo = (await (
      await send("GET", cookies.bravo ?? "", "bravo.localhost")
    ).json()) as Runs;
    expect(bravo.runs).toEqual([]);
    // Bravo's manager on alpha's host is a stranger there.
    expect((await send("GET", cookies.bravo ?? "")).status).toBe(403);
    expect((await send("POST", cookies.bravo ?? "")).status).toBe(403);
    expect(await h.store.stock.get("bravo", "F1")).toBeNull();
  });

  it("answers 409 while another instance is pulling the feed", async () => {
    const held = await h.store.feedRuns.claim({
      site: "alpha",
      trigger: "schedule",
      now: NOW,
      leaseUntil: new Date(NOW.getTime() + 60_000),
      noRunSince: null,
    });
    const res = await send("POST", cookies.manager ?? "");
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/being pulled right now/);
    await h.store.feedRuns.finish(held?.id ?? 0, {
      status: "failed",
      finishedAt: NOW,
      rows: 0,
      added: 0,
      updated: 0,
      removed: 0,
      rejectedCount: 0,
      rejected: [],
      removalRefused: null,
      error: "test",
      etag: null,
      lastModified: null,
    });
  });

  it("limits requested pulls per site, counted in the store", async () => {
    // Three requests so far on alpha (refused ones count too); the limit is six an hour.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send("POST", cookies.owner ?? "")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Bravo's count is its own.
    expect((await send("POST", cookies.bravo ?? "", "bravo.localhost")).status).toBe(404);
  });

  it("shows a run's photo counts and masks a credential in the feed's query (issue 33)", async () => {
    const patch = await h.app.request("/api/dealer/settings", {
      method: "PATCH",
      headers: {
        host: "alpha.localhost",
        cookie: cookies.owner ?? "",
        "content-type": "application/merge-patch+json",
      },
      body: JSON.stringify({
        stockFeed: { url: `http://feeds:s3cret@127.0.0.1:${port}/stock.ndjson?key=k3y&page=1` },
      }),
    });
    expect(patch.status).toBe(200);
    const listed = (await (await send("GET", cookies.manager ?? "")).json()) as Runs;
    expect(listed.feedUrl).toBe(`http://127.0.0.1:${port}/stock.ndjson?key=•••&page=1`);
    expect(listed.runs[0]).toMatchObject({ photosStored: 0, photosFailed: 0, photoFailures: [] });
  });
});
