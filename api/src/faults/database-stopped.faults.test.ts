import { startWebhookServer } from "@forecourt/adapters/outbox/webhook-test-server";
import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { postgresTestSchema, testDatabaseUrl } from "@forecourt/adapters/store/test-databases";
import { SiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { STORE_UNAVAILABLE_MESSAGE } from "../http/api-error";
import { type ApiProcess, call, leadBody, startApiProcess, waitFor } from "./api-process";
import { privatePostgresAt } from "./private-postgres";

/**
 * Issue 16 §1: PostgreSQL stopped under a running `forecourt serve --api` (pg_ctl stop: every
 * connection closed, the port refusing new ones). Leads and health answer 503 within 5 s, and
 * once the server is started again the same process takes and delivers leads with no restart.
 * The frozen (SIGSTOP) server is api/src/frozen-database.int.test.ts, which this suite also runs.
 */
const url = testDatabaseUrl();
const SITE = "stopped-motors";
const host = `${SITE}.localhost`;
const WITHIN_MS = 5_000;

describe.runIf(url)("PostgreSQL stopped and started again", () => {
  const server = privatePostgresAt(inject("faultsPostgres").dataDir, inject("faultsPostgres").port);
  let schema: Awaited<ReturnType<typeof postgresTestSchema>>;
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  let store: Store;
  let api: ApiProcess;
  beforeAll(async () => {
    schema = await postgresTestSchema(url as string);
    webhook = await startWebhookServer();
    store = await createStore({ databaseUrl: schema.url });
    await store.sites.save(
      SiteConfig.parse({ slug: SITE, name: "Stopped Motors", leadWebhookUrl: webhook.url }),
    );
    api = await startApiProcess(schema.url);
  });
  afterAll(async () => {
    await server.start().catch(() => {}); // already running unless a test failed midway
    await api?.stop();
    await store?.close();
    await webhook?.close();
    await schema?.drop();
  });

  it("503 within 5 s for leads and health while stopped; leads stored and delivered once it is back", async () => {
    const before = await call(api, "POST", host, "/api/leads", leadBody("before-stop"));
    expect(before.status).toBe(201);

    await server.stop();
    try {
      const lead = await call(api, "POST", host, "/api/leads", leadBody("while-stopped"));
      expect(lead.status).toBe(503);
      expect(lead.json).toMatchObject({ message: STORE_UNAVAILABLE_MESSAGE });
      expect(lead.ms).toBeLessThan(WITHIN_MS);
      const health = await call(api, "GET", host, "/api/health");
      expect(health.status).toBe(503);
      expect(health.json).toMatchObject({ ok: false, store: false });
      expect(health.ms).toBeLessThan(WITHIN_MS);
    } finally {
      await server.start();
    }

    // The same process, not restarted: its pool reconnects.
    let after = await call(api, "POST", host, "/api/leads", leadBody("after-start"));
    for (let i = 0; i < 20 && after.status !== 201; i++) {
      await new Promise((r) => setTimeout(r, 500));
      after = await call(api, "POST", host, "/api/leads", leadBody("after-start"));
    }
    expect(after.status).toBe(201);
    expect((await call(api, "GET", host, "/api/health")).status).toBe(200);

    const ids = [before, after].map((a) => (a.json as { lead_id: string }).lead_id);
    const stored = await store.leads.list(SITE);
    expect(stored.map((l) => l.id).sort()).toEqual([...ids].sort());
    await waitFor("both deliveries", () => webhook.received.length >= 2);
    expect(webhook.received.map((r) => r.headers["idempotency-key"]).sort()).toEqual(ids.sort());
  });
});
