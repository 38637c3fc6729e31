import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_BACKOFF, defaultSiteConfig, SiteConfig, type StoredLead } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_UNREACHABLE } from "../net/outbound-failure";
import { type Store, storeOn } from "../store/create-store";
import { pgliteTestDatabase, type TestDatabase } from "../store/test-databases";
import { folderLeadDelivery, leadFilePaths } from "./folder-delivery";
import { createOutboxRelay, DELIVERIES_AT_ONCE } from "./relay";
import { routedLeadDelivery, webhookLeadDelivery } from "./webhook-delivery";
import { loopbackOutbound, startWebhookServer } from "./webhook-test-server";

/** A stand-in renderer for the relay's plumbing; the real one is core's renderAdf / renderLeadEmail. */
const render = (lead: StoredLead) => ({
  adfXml: `<adf><prospect><id>${lead.id}</id></prospect></adf>`,
  emailText: `New ${lead.kind} lead ${lead.id}`,
});

describe("outbox relay (PGlite)", () => {
  let db: TestDatabase;
  let store: Store;
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startWebhookServer>>;
  let clock = new Date("2026-03-01T00:00:00Z");
  const failures: Array<{ dead: boolean; error: string }> = [];
  const relay = () =>
    createOutboxRelay({
      leads: store.leads,
      sites: store.sites,
      delivery: routedLeadDelivery(
        webhookLeadDelivery({
          signingKey: "test-key",
          timeoutMs: 2_000,
          outbound: loopbackOutbound,
        }),
        folderLeadDelivery(dataDir),
      ),
      render,
      now: () => clock,
      onFailure: (_id, _site, error, dead) => failures.push({ error, dead }),
    });
  const submit = async (site: string) =>
    (
      await store.leads.create(
        { site, kind: "general", payload: { name: "Jo" }, idempotencyKey: null },
        clock,
      )
    ).lead;

  beforeAll(async () => {
    db = await pgliteTestDatabase();
    store = await storeOn(db.connection);
    dataDir = await mkdtemp(join(tmpdir(), "forecourt-relay-"));
    server = await startWebhookServer();
    await store.sites.save(defaultSiteConfig("folder-site"));
    await store.sites.save(
      SiteConfig.parse({ slug: "hook-site", name: "Hook", leadWebhookUrl: server.url }),
    );
  });
  afterAll(async () => {
    await server.close();
    await db.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("delivers a committed lead to the folder once, as .adf.xml and .txt", async () => {
    const lead = await submit("folder-site");
    expect(await relay().drain()).toEqual({ claimed: 1, delivered: 1, retrying: 0, dead: 0 });
    const paths = leadFilePaths(dataDir, "folder-site", lead.id);
    expect(await readFile(paths.adf, "utf8")).toBe(render(lead).adfXml);
    expect(await readFile(paths.text, "utf8")).toBe(render(lead).emailText);
    expect(await store.leads.outbox("folder-site", "delivered")).toHaveLength(1);
    expect((await relay().drain()).claimed).toBe(0);
  });

  it("delivers to the site's webhook when it has one", async () => {
    server.respondWith(200);
    const lead = await submit("hook-site");
    await relay().drain();
    expect(server.received.map((r) => r.headers["idempotency-key"])).toEqual([lead.id]);
  });

  it("retries a failing webhook with backoff, goes dead after the last attempt, and an operator retry delivers it", async () => {
    server.respondWith(500);
    server.received.length = 0;
    const lead = await submit("hook-site");
    const start = clock;
    expect(await relay().runOnce()).toEqual({ claimed: 1, delivered: 0, retrying: 1, dead: 0 });
    expect(await store.leads.outbox("hook-site", "pending")).toMatchObject([
      {
        leadId: lead.id,
        attempts: 1,
        // Staff read the generic text; the log (onFailure) gets the reason.
        lastError: STAFF_UNREACHABLE,
        nextAttemptAt: new Date(start.getTime() + 30_000),
      },
    ]);
    expect((await relay().runOnce()).claimed).toBe(0); // not due yet
    for (let attempt = 2; attempt <= DEFAULT_BACKOFF.maxAttempts; attempt++) {
      clock = new Date(clock.getTime() + 3_600_000);
      expect((await relay().runOnce()).claimed).toBe(1);
    }
    expect(server.received).toHaveLength(DEFAULT_BACKOFF.maxAttempts);
    expect(await store.leads.outbox("hook-site", "dead")).toMatchObject([
      { leadId: lead.id, attempts: DEFAULT_BACKOFF.maxAttempts },
    ]);
    expect(failures.at(-1)).toEqual({ error: "webhook answered HTTP 500", dead: true });
    clock = new Date(clock.getTime() + 86_400_000);
    expect((await relay().drain()).claimed).toBe(0);

    server.respondWith(200);
    expect(await store.leads.retry("hook-site", lead.id, clock)).toBe(true);
    expect(await relay().drain()).toMatchObject({ delivered: 1 });
    expect(await store.leads.outbox("hook-site", "delivered")).toHaveLength(2);
  });

  it("start() polls in the background until stop()", async () => {
    const lead = await submit("folder-site");
    const background = relay();
    background.start(20);
    for (let i = 0; i < 100; i++) {
      if ((await store.leads.outbox("folder-site", "delivered")).some((e) => e.leadId === lead.id))
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await background.stop();
    expect((await store.leads.outbox("folder-site", "delivered")).map((e) => e.leadId)).toContain(
      lead.id,
    );
  });

  it("start() first sweeps the temp files a delivery killed mid-write left (issue 16 §2)", async () => {
    const dir = join(dataDir, "outbox", "folder-site");
    await mkdir(dir, { recursive: true });
    const killedWriter = spawnSync(process.execPath, ["-e", ""]).pid;
    const orphan = `lead-x.adf.xml.${killedWriter}.tmp`;
    await writeFile(join(dir, orphan), "<adf>half");
    const background = relay();
    background.start(20);
    for (let i = 0; i < 100 && (await readdir(dir)).includes(orphan); i++)
      await new Promise((r) => setTimeout(r, 20));
    await background.stop();
    expect(await readdir(dir)).not.toContain(orphan);
  });

  it("staff read the same lastError for a closed port and an open one, allowed or not (issue 30 §5)", async () => {
    await relay().drain(); // earlier tests' leads out of the way
    server.respondWith(404);
    server.received.length = 0;
    const closedPort = "http://127.0.0.1:1/leads";
    await store.sites.save(
      SiteConfig.parse({ slug: "open-port", name: "Open", leadWebhookUrl: server.url }),
    );
    await store.sites.save(
      SiteConfig.parse({ slug: "closed-port", name: "Shut", leadWebhookUrl: closedPort }),
    );
    const relayWith = (outbound?: typeof loopbackOutbound) =>
      createOutboxRelay({
        leads: store.leads,
        sites: store.sites,
        delivery: webhookLeadDelivery({
          signingKey: "test-key",
          timeoutMs: 2_000,
          ...(outbound ? { outbound } : {}),
        }),
        render,
        now: () => clock,
      });
    const lastErrors = async () =>
      [
        ...(await store.leads.outbox("open-port", "pending")),
        ...(await store.leads.outbox("closed-port", "pending")),
      ].map((entry) => entry.lastError);

    // By default loopback is refused before any connection.
    await submit("open-port");
    await submit("closed-port");
    expect(await relayWith().runOnce()).toMatchObject({ claimed: 2, retrying: 2 });
    expect(server.received).toEqual([]);
    expect(await lastErrors()).toEqual([STAFF_UNREACHABLE, STAFF_UNREACHABLE]);

    // Let through (FORECOURT_FETCH_ALLOW): a 404 from a listening server and nothing listening read alike.
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await relayWith(loopbackOutbound).runOnce()).toMatchObject({ claimed: 2, retrying: 2 });
    expect(server.received).toHaveLength(1);
    expect(await lastErrors()).toEqual([STAFF_UNREACHABLE, STAFF_UNREACHABLE]);
    // Out of the later tests' way: the two leads go to the folder once the sites drop the hook.
    server.respondWith(200);
    await store.sites.save(defaultSiteConfig("open-port"));
    await store.sites.save(defaultSiteConfig("closed-port"));
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await relay().drain()).toMatchObject({ delivered: 2 });
  });

  it("extends the lease while a slow webhook answers, so another relay never sends the lead again (issue 16 §2)", async () => {
    await relay().drain(); // earlier tests' leads out of the way
    const slow = await startWebhookServer();
    slow.respondWith(200, 2_000);
    await store.sites.save(
      SiteConfig.parse({ slug: "slow-site", name: "Slow", leadWebhookUrl: slow.url }),
    );
    const lead = await submit("slow-site");
    const started = Date.now();
    const wallClock = () => new Date(clock.getTime() + (Date.now() - started));
    const relayWithShortLease = () =>
      createOutboxRelay({
        leads: store.leads,
        sites: store.sites,
        delivery: webhookLeadDelivery({
          signingKey: "test-key",
          timeoutMs: 10_000,
          outbound: loopbackOutbound,
        }),
        render,
        now: wallClock,
        leaseMs: 600,
      });
    let done = false;
    const first = relayWithShortLease()
      .runOnce()
      .finally(() => {
        done = true;
      });
    const rivalClaims: number[] = [];
    while (!done) {
      await new Promise((r) => setTimeout(r, 100));
      rivalClaims.push((await relayWithShortLease().runOnce()).claimed);
    }
    expect(await first).toMatchObject({ claimed: 1, delivered: 1 });
    expect(Date.now() - started).toBeGreaterThan(1_800); // the lease passed three times over
    expect(rivalClaims.length).toBeGreaterThan(5);
    expect(rivalClaims.filter((n) => n > 0)).toEqual([]);
    expect(slow.received.map((r) => r.headers["idempotency-key"])).toEqual([lead.id]);
    await slow.close();
  });

  it("puts polls off while the process is busy, and sends one batch when the wait reaches its cap", async () => {
    const lead = await submit("folder-site");
    let busy = true;
    let resets = 0;
    let wall = 0;
    const background = createOutboxRelay({
      leads: store.leads,
      sites: store.sites,
      delivery: folderLeadDelivery(dataDir),
      render,
      now: () => new Date(clock.getTime() + wall),
      load: { busy: () => busy, reset: () => resets++ },
      maxDeferMs: 60_000,
    });
    const delivered = async () =>
      (await store.leads.outbox("folder-site", "delivered")).some((e) => e.leadId === lead.id);
    background.start(5);
    await new Promise((r) => setTimeout(r, 150));
    expect(await delivered()).toBe(false); // busy, and the cap is a minute away
    expect(resets).toBe(0);
    wall = 61_000; // the lead has waited past the cap: one batch goes out although still busy
    for (let i = 0; i < 100 && !(await delivered()); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await delivered()).toBe(true);
    expect(resets).toBeGreaterThan(0);
    busy = false;
    await background.stop();
  });

  it("overlaps a round's deliveries, never more than DELIVERIES_AT_ONCE at a time", async () => {
    await relay().drain(); // earlier tests' leads out of the way
    for (let i = 0; i < 40; i++) await submit("folder-site");
    const folder = folderLeadDelivery(dataDir);
    let inFlight = 0;
    let most = 0;
    const counted = createOutboxRelay({
      leads: store.leads,
      sites: store.sites,
      render,
      now: () => clock,
      delivery: {
        async deliver(lead, rendered, webhook) {
          most = Math.max(most, ++inFlight);
          await new Promise((r) => setTimeout(r, 5));
          await folder.deliver(lead, rendered, webhook);
          inFlight--;
        },
      },
    });
    expect(await counted.drain()).toMatchObject({ claimed: 40, delivered: 40 });
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(DELIVERIES_AT_ONCE);
  });
});
