import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { postgresTestSchema, testDatabaseUrl } from "@forecourt/adapters/store/test-databases";
import { SiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, type ApiProcess, call, leadBody, startApiProcess } from "./api-process";

/**
 * Issue 16 §1, over HTTP against two `forecourt serve --api` processes on one PostgreSQL: a
 * key reused with another body is a 422 and stores nothing; the same key sent many times at
 * once, to both processes, stores one lead, and every other answer replays it or is a 409.
 */
const url = testDatabaseUrl();
const SITE = "keyed-motors";
const host = `${SITE}.localhost`;

describe.runIf(url)("Idempotency-Key against two API processes", () => {
  let schema: Awaited<ReturnType<typeof postgresTestSchema>>;
  let store: Store;
  const apis: ApiProcess[] = [];
  beforeAll(async () => {
    schema = await postgresTestSchema(url as string);
    store = await createStore({ databaseUrl: schema.url });
    await store.sites.save(SiteConfig.parse({ slug: SITE, name: "Keyed Motors" }));
    apis.push(...(await Promise.all([startApiProcess(schema.url), startApiProcess(schema.url)])));
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await store?.close();
    await schema?.drop();
  });

  const withKey = async (key: string) =>
    (await store.leads.list(SITE)).filter((l) => l.idempotencyKey === key);
  const post = (api: ApiProcess, body: unknown, key: string) =>
    call(api, "POST", host, "/api/leads", body, { "idempotency-key": key });

  it("the key reused with a different body: 422 naming the reuse, on either process; one lead kept", async () => {
    const [a, b] = apis as [ApiProcess, ApiProcess];
    const first = await post(a, leadBody("first body"), "reused-key-faults");
    expect(first.status).toBe(201);
    for (const api of [a, b]) {
      const reused = await post(api, leadBody("second body"), "reused-key-faults");
      expect(reused.status).toBe(422);
      expect(reused.json).toMatchObject({ code: "idempotency_key_reused" });
    }
    // The same body again still replays the first answer.
    expect((await post(b, leadBody("first body"), "reused-key-faults")).json).toEqual(first.json);
    const stored = await withKey("reused-key-faults");
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored[0]?.payload)).toContain("first body");
  });

  it("40 concurrent duplicates over both processes: one lead; each answer replays it or is a 409", async () => {
    const body = leadBody("duplicate");
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(apis[i % 2] as ApiProcess, body, "same-key-faults"),
      ),
    );
    const stored = await withKey("same-key-faults");
    expect(stored).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 201) expect(answer.json).toEqual({ lead_id: stored[0]?.id });
      else {
        expect(answer.status).toBe(409);
        expect(answer.json).toMatchObject({ code: "idempotency_key_in_flight" });
      }
    }
    expect(answers.some((a) => a.status === 201)).toBe(true);
    expect(await store.leads.outbox(SITE)).toHaveLength((await store.leads.list(SITE)).length);
  });
});
