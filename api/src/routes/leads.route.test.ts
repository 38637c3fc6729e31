import type { LeadRepository } from "@forecourt/core";
import { TERMS_REQUIRED } from "@forecourt/core/leads/messages";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { STORE_UNAVAILABLE_MESSAGE } from "../http/api-error";
import { KEY_REUSED_DETAIL } from "../http/idempotency";
import { client, goodLead, type Harness, harness } from "../test-support/harness";

let h: Harness;
beforeAll(async () => {
  h = await harness();
}, 120_000);
afterAll(() => h.close());

const alpha = () => client(h.app, "alpha.localhost:3000");

describe("POST /api/leads", () => {
  it("stores a general enquiry before answering 201 {lead_id}", async () => {
    const res = await alpha().post("/api/leads", goodLead);
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    const stored = await h.store.leads.get("alpha", lead_id);
    expect(stored?.kind).toBe("general");
    expect(stored?.payload).toMatchObject({ name: "Sam Citizen", category: "Sales" });
    const outbox = await h.store.leads.outbox("alpha", "pending");
    expect(outbox.map((o) => o.leadId)).toContain(lead_id);
  });

  it.each([
    ["career", { ...goodLead.fields, category: undefined }, "general"],
    ["vehicle-enquiry", { ...goodLead.fields, car_id: "alpha-1" }, "vehicle-enquiry"],
    [
      "test-drive",
      { ...goodLead.fields, car_id: "alpha-1", dateTime: "2026-11-30T09:00" },
      "test-drive",
    ],
    ["parts", goodLead.fields, "parts"],
    ["finance", { ...goodLead.fields, postcode: "4000" }, "finance"],
    [
      "find-me-something-similar",
      { ...goodLead.fields, postcode: "4000" },
      "find-me-something-similar",
    ],
  ])("accepts a %s lead (stored as %s)", async (form, fields, kind) => {
    const res = await alpha().post("/api/leads", { form, fields });
    expect(res.status, await res.clone().text()).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    expect((await h.store.leads.get("alpha", lead_id))?.kind).toBe(kind);
  });

  it("answers 400 with the spec's texts per field and stores nothing", async () => {
    const before = (await h.store.leads.list("alpha")).length;
    const res = await alpha().post("/api/leads", {
      form: "finance",
      fields: { ...goodLead.fields, terms_conditions: false, postcode: "40001" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors.terms_conditions).toBe(TERMS_REQUIRED);
    expect(body.errors.postcode).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect((await h.store.leads.list("alpha")).length).toBe(before);
  });

  it("names the form when it is unknown and the body when it is not JSON", async () => {
    const unknown = await alpha().post("/api/leads", { form: "spaceship", fields: {} });
    expect(unknown.status).toBe(400);
    expect(Object.keys(((await unknown.json()) as { errors: object }).errors)).toEqual(["form"]);
    const broken = await alpha().post("/api/leads", "{not json");
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { errors: Record<string, string> }).errors.body).toBeTruthy();
  });

  it("an Idempotency-Key retry returns the same lead_id and stores one lead", async () => {
    const headers = { "idempotency-key": "retry-key-0001" };
    const first = await alpha().post("/api/leads", goodLead, headers);
    const second = await alpha().post("/api/leads", goodLead, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    const a = (await first.json()) as { lead_id: string };
    const b = (await second.json()) as { lead_id: string };
    expect(b.lead_id).toBe(a.lead_id);
    const stored = await h.store.leads.list("alpha", { limit: 1000 });
    expect(stored.filter((l) => l.idempotencyKey === "retry-key-0001")).toHaveLength(1);
  });

  it("a duplicate submit with the same client_id stores one lead, even sent at once: the first is 201, one still in flight 409", async () => {
    const body = { ...goodLead, client_id: "client-generated-42" };
    const answers = await Promise.all([1, 2, 3].map(() => alpha().post("/api/leads", body)));
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const ids = await Promise.all(
      answers
        .filter((r) => r.status === 201)
        .map(async (r) => ((await r.json()) as { lead_id: string }).lead_id),
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(1);
    const retried = await alpha().post("/api/leads", body);
    expect(retried.status).toBe(201);
    expect(((await retried.json()) as { lead_id: string }).lead_id).toBe(ids[0]);
    const stored = await h.store.leads.list("alpha", { limit: 1000 });
    expect(stored.filter((l) => l.idempotencyKey === "client-generated-42")).toHaveLength(1);
  });

  it("the same key with a different body is a 422 problem+json saying the key was reused; nothing is stored", async () => {
    const headers = { "idempotency-key": "reused-key-0001" };
    const first = await alpha().post("/api/leads", goodLead, headers);
    expect(first.status).toBe(201);
    const { lead_id } = (await first.json()) as { lead_id: string };
    const other = { ...goodLead, fields: { ...goodLead.fields, message: "A different question" } };
    const reused = await alpha().post("/api/leads", other, headers);
    expect(reused.status).toBe(422);
    expect(reused.headers.get("content-type")).toContain("application/problem+json");
    expect(await reused.json()).toMatchObject({
      status: 422,
      code: "idempotency_key_reused",
      detail: KEY_REUSED_DETAIL,
    });
    const stored = await h.store.leads.list("alpha", { limit: 1000 });
    const withKey = stored.filter((l) => l.idempotencyKey === "reused-key-0001");
    expect(withKey.map((l) => l.id)).toEqual([lead_id]);
    expect(withKey[0]?.payload.message).toBe(goodLead.fields.message);
    // The same body with its keys in another order is the same request: replayed.
    const reordered = {
      fields: Object.fromEntries(Object.entries(goodLead.fields).reverse()),
      form: goodLead.form,
    };
    const replay = await alpha().post("/api/leads", reordered, headers);
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { lead_id: string }).lead_id).toBe(lead_id);
  });

  it("a key whose first request is still running is a 409 problem+json with Retry-After", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowLeads: LeadRepository = {
      ...h.deps.leads,
      create: async (input, now) => {
        await gate;
        return h.deps.leads.create(input, now);
      },
    };
    const app = createApp(
      { ...h.deps, leads: slowLeads },
      { logger: pino({ level: "silent" }), rateLimits: false },
    );
    const api = client(app, "alpha.localhost");
    const headers = { "idempotency-key": "in-flight-key-01" };
    const first = api.post("/api/leads", goodLead, headers);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await api.post("/api/leads", goodLead, headers);
    expect(second.status).toBe(409);
    expect(second.headers.get("content-type")).toContain("application/problem+json");
    expect(second.headers.get("retry-after")).toBe("1");
    expect(await second.json()).toMatchObject({ code: "idempotency_key_in_flight" });
    release();
    expect((await first).status).toBe(201);
    const third = await api.post("/api/leads", goodLead, headers);
    expect(third.status).toBe(201);
    expect(third.headers.get("idempotent-replayed")).toBe("true");
  });

  it("the same key on another tenant is another lead (keys are per site)", async () => {
    const headers = { "idempotency-key": "shared-key-0001" };
    const a = await alpha().post("/api/leads", goodLead, headers);
    const b = await client(h.app, "bravo.localhost").post("/api/leads", goodLead, headers);
    const idA = ((await a.json()) as { lead_id: string }).lead_id;
    const idB = ((await b.json()) as { lead_id: string }).lead_id;
    expect(idA).not.toBe(idB);
    expect(await h.store.leads.get("bravo", idA)).toBeNull();
    expect(await h.store.leads.get("alpha", idB)).toBeNull();
  });
});

describe("POST /api/leads when the store is down", () => {
  it("answers 503 with a clear message", async () => {
    const down: LeadRepository = {
      ...h.store.leads,
      create: () =>
        Promise.reject(
          Object.assign(new Error("connection refused"), { code: "STORE_UNAVAILABLE" }),
        ),
    };
    const { createApp } = await import("../app");
    const pino = (await import("pino")).default;
    const app = createApp(
      { ...h.deps, leads: down },
      { logger: pino({ level: "silent" }), rateLimits: false },
    );
    const res = await client(app, "alpha.localhost").post("/api/leads", goodLead);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toMatchObject({ message: STORE_UNAVAILABLE_MESSAGE });
  });

  it("answers 503 from the real store when its connection closes between requests", async () => {
    const own = await harness();
    const api = client(own.app, "alpha.localhost");
    // Warm the Host → site cache so the failure comes from the lead insert itself.
    expect((await api.get("/api/session")).status).toBe(200);
    await own.store.close();
    const res = await api.post("/api/leads", goodLead);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe(STORE_UNAVAILABLE_MESSAGE);
  }, 120_000);
});
