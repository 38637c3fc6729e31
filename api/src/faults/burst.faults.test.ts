import { startWebhookServer } from "@forecourt/adapters/outbox/webhook-test-server";
import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { postgresTestSchema, testDatabaseUrl } from "@forecourt/adapters/store/test-databases";
import { SiteConfig } from "@forecourt/core";
import { adfDtdErrors } from "@forecourt/core/leads/adf-validate.test-helper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  type ApiProcess,
  call,
  leadBody,
  startApiProcess,
  waitFor,
} from "./api-process";

/**
 * Issue 16 "Done when": 2,000 leads posted 50 at a time to one `forecourt serve --api` on
 * PostgreSQL. Every one is a 201, every 201 is one stored lead, and the dealer's webhook gets
 * each lead's valid ADF (ADF 1.0 DTD) exactly once.
 */
const url = testDatabaseUrl();
const SITE = "burst-motors";
const host = `${SITE}.localhost`;
const LEADS = 2_000;
const AT_ONCE = 50;

describe.runIf(url)(`a burst of ${LEADS} leads, ${AT_ONCE} at a time`, () => {
  let schema: Awaited<ReturnType<typeof postgresTestSchema>>;
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  let store: Store;
  let api: ApiProcess;
  beforeAll(async () => {
    schema = await postgresTestSchema(url as string);
    webhook = await startWebhookServer();
    store = await createStore({ databaseUrl: schema.url });
    await store.sites.save(
      SiteConfig.parse({ slug: SITE, name: "Burst Motors", leadWebhookUrl: webhook.url }),
    );
    api = await startApiProcess(schema.url);
  });
  afterAll(async () => {
    await api?.stop();
    await store?.close();
    await webhook?.close();
    await schema?.drop();
  });

  it("every 201 is stored exactly once and every lead's ADF is delivered once", async () => {
    const answers: Answer[] = new Array(LEADS);
    let next = 0;
    const client = async () => {
      while (next < LEADS) {
        const n = next++;
        answers[n] = await call(api, "POST", host, "/api/leads", leadBody(`burst-${n}`), {
          "idempotency-key": `burst-${n}`,
        });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, client));

    const statuses = new Map<number, number>();
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: LEADS });
    const idOf = new Map(answers.map((a, n) => [(a.json as { lead_id: string }).lead_id, n]));
    expect(idOf.size).toBe(LEADS);

    const stored = await store.leads.list(SITE, { limit: LEADS + 1 });
    expect(stored).toHaveLength(LEADS);
    for (const lead of stored) {
      // The lead the 201 named is the one that request sent.
      expect(lead.idempotencyKey).toBe(`burst-${idOf.get(lead.id)}`);
    }

    await waitFor(`${LEADS} deliveries`, () => webhook.received.length >= LEADS, 120_000);
    await new Promise((r) => setTimeout(r, 2_000)); // room for a would-be second copy to arrive
    const keys = webhook.received.map((r) => String(r.headers["idempotency-key"]));
    expect(keys).toHaveLength(LEADS);
    expect(new Set(keys)).toEqual(new Set(idOf.keys()));
    for (const { headers, body } of webhook.received) {
      const n = idOf.get(String(headers["idempotency-key"]));
      expect(body).toContain(`burst-${n}`);
      expect(adfDtdErrors(body)).toEqual([]);
    }
    const outbox = await store.leads.outbox(SITE);
    expect(outbox.filter((e) => e.state === "delivered")).toHaveLength(LEADS);
  }, 300_000);
});
