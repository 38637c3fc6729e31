import { startWebhookServer } from "@forecourt/adapters/outbox/webhook-test-server";
import { openPostgres, type StoreConnection } from "@forecourt/adapters/store/connection";
import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { postgresTestSchema, testDatabaseUrl } from "@forecourt/adapters/store/test-databases";
import { SiteConfig, siteWebhookSecret, verifyWebhookSignature } from "@forecourt/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiProcess,
  call,
  FAULTS_WEBHOOK_SECRET,
  leadBody,
  startApiProcess,
  waitFor,
} from "./api-process";

/**
 * Issue 16 "Done when": a lead committed by `forecourt serve --api` survives `kill -9` of that
 * process before or while its relay sends it; the next process delivers it, and the dealer's
 * webhook sees it exactly once by Idempotency-Key (a copy on the wire carries the same key).
 */
const url = testDatabaseUrl();
const SITE = "crash-motors";
const host = `${SITE}.localhost`;

describe.runIf(url)("a lead survives kill -9 between commit and delivery", () => {
  let schema: Awaited<ReturnType<typeof postgresTestSchema>>;
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  let store: Store;
  let admin: StoreConnection;
  let api: ApiProcess | null = null;
  beforeAll(async () => {
    schema = await postgresTestSchema(url as string);
    webhook = await startWebhookServer();
    store = await createStore({ databaseUrl: schema.url });
    await store.sites.save(
      SiteConfig.parse({ slug: SITE, name: "Crash Motors", leadWebhookUrl: webhook.url }),
    );
    admin = await openPostgres(schema.url, { max: 1 });
  });
  afterAll(async () => {
    await api?.crash();
    await admin?.close();
    await store?.close();
    await webhook?.close();
    await schema?.drop();
  });

  const copiesOf = (leadId: string) =>
    webhook.received.filter((r) => r.headers["idempotency-key"] === leadId);
  const outboxEntry = async (leadId: string) =>
    (await store.leads.outbox(SITE)).find((e) => e.leadId === leadId);
  /** Every copy on the wire is the signed ADF of this lead, under the site's secret. */
  async function expectSignedAdf(leadId: string) {
    const secret = await siteWebhookSecret(FAULTS_WEBHOOK_SECRET, SITE);
    for (const copy of copiesOf(leadId)) {
      expect(copy.body).toContain("<adf>");
      const signature = copy.headers["forecourt-signature"] as string;
      expect(await verifyWebhookSignature(signature, copy.body, secret, new Date())).toMatchObject({
        ok: true,
      });
    }
  }

  it("killed right after the 201, before sending: the next process delivers it once", async () => {
    // The relay must not claim the lead before the kill: a trigger turns every claim (an UPDATE
    // of lead_outbox) into a no-op while this process lives, so "before sending" is certain,
    // not a race against the relay's first poll. Inserts are untouched: the lead commits.
    await admin.db.execute(
      sql.raw(
        "CREATE FUNCTION hold_claims() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$",
      ),
    );
    await admin.db.execute(
      sql.raw(
        "CREATE TRIGGER hold_claims BEFORE UPDATE ON lead_outbox FOR EACH ROW EXECUTE FUNCTION hold_claims()",
      ),
    );
    api = await startApiProcess(schema.url);
    const created = await call(api, "POST", host, "/api/leads", leadBody("before-send"), {
      "idempotency-key": "crash-before-send",
    });
    await api.crash();
    await admin.db.execute(sql.raw("DROP TRIGGER hold_claims ON lead_outbox"));
    await admin.db.execute(sql.raw("DROP FUNCTION hold_claims()"));
    expect(created.status).toBe(201);
    const leadId = (created.json as { lead_id: string }).lead_id;
    expect(copiesOf(leadId)).toHaveLength(0);
    expect(await outboxEntry(leadId)).toMatchObject({ state: "pending", attempts: 0 });

    webhook.respondWith(200);
    api = await startApiProcess(schema.url);
    await waitFor("the delivery", async () => (await outboxEntry(leadId))?.state === "delivered");
    expect(copiesOf(leadId)).toHaveLength(1);
    await expectSignedAdf(leadId);
    // The next case posts to this same process: one process start fewer (each takes 20–30 s).
  });

  it("killed while the webhook holds the request: after the lease the next process delivers it, one key", async () => {
    webhook.respondWith("hang");
    if (!api?.running()) api = await startApiProcess(schema.url);
    const created = await call(api, "POST", host, "/api/leads", leadBody("while-sending"), {
      "idempotency-key": "crash-while-sending",
    });
    expect(created.status).toBe(201);
    const leadId = (created.json as { lead_id: string }).lead_id;
    await waitFor("the relay to send", () => copiesOf(leadId).length > 0);
    await api.crash();
    const unanswered = copiesOf(leadId).length;

    webhook.respondWith(200);
    api = await startApiProcess(schema.url);
    // Within the dead process's lease the new one leaves the lead alone: it may still be sending.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(copiesOf(leadId)).toHaveLength(unanswered);
    expect(await outboxEntry(leadId)).toMatchObject({ state: "pending", attempts: 1 });
    // The lease (60 s) runs out: moved forward in the database rather than waited for.
    await admin.db.execute(
      sql`UPDATE lead_outbox SET next_attempt_at = now() - interval '1 second' WHERE lead_id = ${leadId}`,
    );
    await waitFor("the redelivery", async () => (await outboxEntry(leadId))?.state === "delivered");
    expect(await outboxEntry(leadId)).toMatchObject({ state: "delivered", attempts: 2 });
    // One answered delivery; the interrupted copy carries the same key, so the CRM keeps one lead.
    expect(copiesOf(leadId)).toHaveLength(unanswered + 1);
    // Nothing else reached the CRM: every request of this file carried one of its two leads' ids.
    const leads = await store.leads.list(SITE);
    expect(new Set(webhook.received.map((r) => r.headers["idempotency-key"]))).toEqual(
      new Set(leads.map((l) => l.id)),
    );
    await expectSignedAdf(leadId);
    expect(leads).toHaveLength(2);
    await api.stop();
  });
});
