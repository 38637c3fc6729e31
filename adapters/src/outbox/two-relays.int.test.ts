import { SiteConfig, type StoredLead } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, type Store } from "../store/create-store";
import { postgresTestSchema, testDatabaseUrl } from "../store/test-databases";
import { createOutboxRelay } from "./relay";
import { webhookLeadDelivery } from "./webhook-delivery";
import { loopbackOutbound, startWebhookServer } from "./webhook-test-server";

const url = testDatabaseUrl();
if (!url)
  console.warn("two-relays.int.test: TEST_DATABASE_URL unset — the PostgreSQL test did not run");

const render = (l: StoredLead) => ({ adfXml: `<adf><id>${l.id}</id></adf>`, emailText: l.id });

describe.runIf(url)("two relays on one PostgreSQL (issue 4 §6)", () => {
  let schema: Awaited<ReturnType<typeof postgresTestSchema>>;
  let stores: Store[];
  let server: Awaited<ReturnType<typeof startWebhookServer>>;

  beforeAll(async () => {
    schema = await postgresTestSchema(url as string);
    server = await startWebhookServer();
    // Two pools stand for two API processes sharing the database.
    stores = [
      await createStore({ databaseUrl: schema.url }),
      await createStore({ databaseUrl: schema.url }),
    ];
    for (const slug of ["north", "south"]) {
      await stores[0]?.sites.save(
        SiteConfig.parse({ slug, name: slug, leadWebhookUrl: server.url }),
      );
    }
  }, 60_000);
  afterAll(async () => {
    for (const s of stores ?? []) await s.close();
    await server?.close();
    await schema?.drop();
  });

  it("leads submitted to both are each delivered exactly once", async () => {
    server.respondWith(200, 5); // a slow CRM widens the window for double claims
    const now = new Date();
    const submitted = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (stores[i % 2] as Store).leads.create(
          {
            site: i % 3 ? "north" : "south",
            kind: "general",
            payload: { n: i },
            idempotencyKey: `k${i}`,
          },
          now,
        ),
      ),
    );
    const relays = stores.map((store) =>
      createOutboxRelay({
        leads: store.leads,
        sites: store.sites,
        delivery: webhookLeadDelivery({ signingKey: "test-key", outbound: loopbackOutbound }),
        render,
        batchSize: 4,
        now: () => new Date(now.getTime() + 1_000),
      }),
    );
    const rounds = await Promise.all(relays.map((r) => r.drain()));
    const delivered = server.received.map((r) => r.headers["idempotency-key"]);
    expect(delivered).toHaveLength(60);
    expect(new Set(delivered)).toEqual(new Set(submitted.map((s) => s.lead.id)));
    // Both relays took part.
    expect(rounds.every((r) => r.delivered > 0)).toBe(true);
    expect(rounds.reduce((sum, r) => sum + r.delivered, 0)).toBe(60);
    for (const site of ["north", "south"]) {
      const outbox = await (stores[0] as Store).leads.outbox(site);
      expect(outbox.every((e) => e.state === "delivered" && e.attempts === 1)).toBe(true);
    }
  });
});
