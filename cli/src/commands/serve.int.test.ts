import { startWebhookServer } from "@forecourt/adapters/outbox/webhook-test-server";
import { createStore } from "@forecourt/adapters/store/create-store";
import { postgresTestSchema, testDatabaseUrl } from "@forecourt/adapters/store/test-databases";
import { SiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../e2e/free-port";
import {
  exited,
  type ForecourtProcess,
  generalLead,
  requestJson,
  runForecourt,
  stop,
  waitForHealth,
} from "./serve-processes";

const url = testDatabaseUrl();
if (!url) console.warn("serve.int.test: TEST_DATABASE_URL unset — the PostgreSQL test did not run");

/** Issue 4 §6: two API processes on one PostgreSQL; each lead reaches the dealer exactly once. */
describe.runIf(url)("two `forecourt serve --api` processes on one PostgreSQL", () => {
  let schema: Awaited<ReturnType<typeof postgresTestSchema>>;
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  const servers: Array<{ server: ForecourtProcess; port: number }> = [];

  beforeAll(async () => {
    schema = await postgresTestSchema(url as string);
    webhook = await startWebhookServer();
    const store = await createStore({ databaseUrl: schema.url });
    await store.sites.save(
      SiteConfig.parse({ slug: "north", name: "North Motors", leadWebhookUrl: webhook.url }),
    );
    await store.close();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const server = runForecourt(
        ["serve", "--api", "--port", String(port), "--host", "127.0.0.1", "--no-seed"],
        {
          DATABASE_URL: schema.url,
          FORECOURT_AUTH_SECRET: "shared-secret",
          // The test's webhook receiver is on loopback (issue 30 §5 refuses it otherwise).
          FORECOURT_FETCH_ALLOW: "127.0.0.1",
        },
      );
      servers.push({ server, port });
    }
    for (const { server, port } of servers) await waitForHealth(port, server);
  }, 400_000); // two tsx processes starting at once on a loaded machine

  afterAll(async () => {
    for (const { server } of servers) await stop(server.child);
    await webhook?.close();
    await schema?.drop();
  });

  it("leads posted to both processes are each delivered once", async () => {
    webhook.respondWith(200, 20); // a slow CRM widens the window for a double claim
    const ids: string[] = [];
    for (let n = 0; n < 24; n++) {
      const { port } = servers[n % 2] as { port: number };
      const res = await requestJson(port, "north.localhost", "/api/leads", generalLead(n));
      expect(res.status).toBe(201);
      ids.push((res.json as { lead_id: string }).lead_id);
    }
    const deadline = Date.now() + 60_000;
    while (webhook.received.length < ids.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // Give a would-be second delivery time to arrive before counting.
    await new Promise((r) => setTimeout(r, 3_000));
    const delivered = webhook.received.map((r) => String(r.headers["idempotency-key"]));
    expect([...delivered].sort()).toEqual([...ids].sort());
  }, 120_000);

  it("stops cleanly on SIGTERM", async () => {
    const last = servers[1];
    if (!last) throw new Error("no server");
    const done = exited(last.server.child);
    last.server.child.kill("SIGTERM");
    expect(await done).toBe(0);
  }, 30_000);
});
