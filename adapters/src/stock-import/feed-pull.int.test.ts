import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { defaultSiteConfig, StockFeedSettings } from "@forecourt/core";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STAFF_UNREACHABLE } from "../net/outbound-failure";
import { createOutboundFetch } from "../net/outbound-fetch";
import { createEmbeddedSearch } from "../search/embedded/embedded-search";
import { createStore, type Store, storeOn } from "../store/create-store";
import {
  pgliteTestDatabase,
  postgresTestSchema,
  type TestDatabase,
  testDatabaseUrl,
} from "../store/test-databases";
import { createFeedPull, type FeedPull } from "./feed-pull";

/** The dealer's system: serves /stock.csv with an ETag and answers 304 to a matching If-None-Match. */
let server: Server;
let port: number;
let feed = { body: "", etag: '"v1"' };
const requests: IncomingMessage["headers"][] = [];

function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.url !== "/stock.csv") {
    res.writeHead(404);
    return res.end();
  }
  requests.push(req.headers);
  if (req.headers["if-none-match"] === feed.etag) {
    res.writeHead(304, { etag: feed.etag });
    return res.end();
  }
  res.writeHead(200, { "content-type": "text/csv", etag: feed.etag });
  res.end(feed.body);
}

const HEADER = "Stock No,Make,Model,Price";
const csv = (...ids: string[]) =>
  [HEADER, ...ids.map((id) => `${id},Toyota,Corolla,"$24,990"`)].join("\n");

const settings = () =>
  StockFeedSettings.parse({
    url: `http://127.0.0.1:${port}/stock.csv`,
    format: "csv",
    profile: {
      name: "DMS export",
      key: "Stock No",
      fields: { stocknum: "Stock No", make: "Make", model: "Model", price: "Price" },
      constants: { car_type: "used", status: "in_stock", show_on_dealer_website: true },
    },
    intervalMinutes: 15,
    removeMissing: true,
  });

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe("the scheduled feed pull (issue 33 §1)", () => {
  let db: TestDatabase;
  let store: Store;
  let clock: Date;
  const failures: string[] = [];
  const pullFor = (allow: string | undefined, onStore: Store = store): FeedPull =>
    createFeedPull({
      ...onStore,
      search: createEmbeddedSearch(),
      outbound: createOutboundFetch({ allow: parseFetchAllow(allow) }),
      onFailure: (_site, reason) => failures.push(reason),
      now: () => clock,
    });
  const allowed = () => `127.0.0.1:${port}`;
  const minutesLater = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  beforeEach(async () => {
    db = await pgliteTestDatabase();
    store = await storeOn(db.connection);
    await store.sites.save({
      ...defaultSiteConfig("alpha", "Alpha Motors"),
      stockFeed: settings(),
    });
    clock = new Date("2026-12-07T09:00:00Z");
    feed = { body: csv("A1", "A2", "A3", "A4", "A5"), etag: '"v1"' };
    requests.length = 0;
    failures.length = 0;
  });
  afterEach(() => db.dispose());

  it("pulls a CSV feed through its profile and imports it, recording the run", async () => {
    const runs = await pullFor(allowed()).pullDue();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "imported", trigger: "schedule", rows: 5, added: 5 });
    expect((await store.stock.ids("alpha")).sort()).toEqual(["A1", "A2", "A3", "A4", "A5"]);
    const [listed] = await store.feedRuns.list("alpha", 10);
    expect(listed).toMatchObject({ status: "imported", added: 5, etag: '"v1"', error: null });
    expect(listed?.finishedAt).toEqual(clock);
  });

  it("sends the last ETag back: a 304 is a run that changed nothing", async () => {
    const pull = pullFor(allowed());
    await pull.pullDue();
    minutesLater(14);
    expect(await pull.pullDue()).toEqual([]); // not due yet: no request at all
    expect(requests).toHaveLength(1);
    minutesLater(1);
    const [run] = await pull.pullDue();
    expect(requests[1]?.["if-none-match"]).toBe('"v1"');
    expect(run).toMatchObject({ status: "not_changed", added: 0, updated: 0, removed: 0 });
    expect(await store.stock.ids("alpha")).toHaveLength(5);
    // The next pull still sends the validators the 304 carried over.
    minutesLater(15);
    await pull.pullDue();
    expect(requests[2]?.["if-none-match"]).toBe('"v1"');
  });

  it("refuses to remove cars when the feed shrank too much, and reports it", async () => {
    const pull = pullFor(allowed());
    await pull.pullDue();
    feed = { body: csv("A1"), etag: '"v2"' };
    const answer = await pull.pull("alpha", "manual");
    expect(answer.ok && answer.run).toMatchObject({
      status: "imported",
      updated: 1,
      removed: 0,
      removalRefused: "the feed shrank by 80 %, more than the 20 % allowed",
    });
    expect(await store.stock.ids("alpha")).toHaveLength(5);
    // Within the share the missing car goes.
    feed = { body: csv("A1", "A2", "A3", "A4"), etag: '"v3"' };
    const next = await pull.pull("alpha", "manual");
    expect(next.ok && next.run).toMatchObject({ removed: 1, removalRefused: null });
    expect((await store.stock.ids("alpha")).sort()).toEqual(["A1", "A2", "A3", "A4"]);
  });

  it("keeps rejected rows (up to 100) with their line and column", async () => {
    feed = { body: `${csv("A1")}\nA2,Toyota,Corolla,lots`, etag: '"v1"' };
    const answer = await pullFor(allowed()).pull("alpha", "manual");
    expect(answer.ok && answer.run).toMatchObject({ added: 1, rejectedCount: 1 });
    const [run] = await store.feedRuns.list("alpha", 1);
    expect(run?.rejected).toEqual([
      {
        line: 3,
        id: "A2",
        field: "price",
        column: "Price",
        reason: '"lots" is not an amount of money',
      },
    ]);
  });

  it("two instances on one store pull a due feed once", async () => {
    const second = await storeOn(db.connection);
    const runs = await Promise.all([
      pullFor(allowed()).pullDue(),
      pullFor(allowed(), second).pullDue(),
    ]);
    expect(runs.flat()).toHaveLength(1);
    expect(requests).toHaveLength(1);
    expect(await store.feedRuns.list("alpha", 10)).toHaveLength(1);
  });

  it("a running pull is the site's lease: run now is refused until it ends or lapses", async () => {
    const held = await store.feedRuns.claim({
      site: "alpha",
      trigger: "schedule",
      now: clock,
      leaseUntil: new Date(clock.getTime() + 60_000),
      noRunSince: null,
    });
    expect(held?.status).toBe("running");
    const pull = pullFor(allowed());
    expect(await pull.pull("alpha", "manual")).toEqual({ ok: false, reason: "busy" });
    expect(requests).toHaveLength(0);
    // Its instance died: once the lease lapses the run is closed and the next one goes ahead.
    minutesLater(2);
    expect((await pull.pull("alpha", "manual")).ok).toBe(true);
    const [latest, lapsed] = await store.feedRuns.list("alpha", 10);
    expect(latest?.status).toBe("imported");
    expect(lapsed).toMatchObject({ status: "failed", id: held?.id });
  });

  it("refuses a private address without FORECOURT_FETCH_ALLOW, telling staff only the generic text", async () => {
    const answer = await pullFor(undefined).pull("alpha", "manual");
    expect(answer.ok && answer.run).toMatchObject({ status: "failed", error: STAFF_UNREACHABLE });
    expect(requests).toHaveLength(0);
    expect(failures[0]).toMatch(/not public/);
    expect(await store.stock.ids("alpha")).toEqual([]);
  });

  it("a site without a feed is not pulled", async () => {
    await store.sites.save(defaultSiteConfig("beta"));
    const pull = pullFor(allowed());
    expect(await pull.pull("beta", "manual")).toEqual({ ok: false, reason: "no_feed" });
    expect((await pull.pullDue()).map((r) => r.site)).toEqual(["alpha"]);
  });
});

describe.runIf(testDatabaseUrl())("the feed pull on PostgreSQL (issue 33 §1)", () => {
  it("two instances, each with its own connections, pull a due feed once", async () => {
    const schema = await postgresTestSchema(testDatabaseUrl() as string);
    const [one, two] = [
      await createStore({ databaseUrl: schema.url }),
      await createStore({ databaseUrl: schema.url }),
    ];
    try {
      await one.sites.save({ ...defaultSiteConfig("alpha"), stockFeed: settings() });
      feed = { body: csv("P1", "P2"), etag: '"pg"' };
      requests.length = 0;
      const clock = new Date("2026-12-07T09:00:00Z");
      const instance = (store: Store) =>
        createFeedPull({
          ...store,
          search: createEmbeddedSearch(),
          outbound: createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${port}`) }),
          onFailure: () => {},
          now: () => clock,
        });
      const runs = await Promise.all([instance(one).pullDue(), instance(two).pullDue()]);
      expect(runs.flat()).toHaveLength(1);
      expect(requests).toHaveLength(1);
      expect(await two.feedRuns.list("alpha", 10)).toHaveLength(1);
      expect((await two.stock.ids("alpha")).sort()).toEqual(["P1", "P2"]);
    } finally {
      await one.close();
      await two.close();
      await schema.drop();
    }
  }, 60_000);
});
