import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { folderLeadDelivery, leadFilePaths } from "@forecourt/adapters/outbox/folder-delivery";
import { createOutboxRelay } from "@forecourt/adapters/outbox/relay";
import {
  routedLeadDelivery,
  webhookLeadDelivery,
} from "@forecourt/adapters/outbox/webhook-delivery";
import {
  loopbackOutbound,
  startWebhookServer,
} from "@forecourt/adapters/outbox/webhook-test-server";
import type { StoredLead } from "@forecourt/core";
import { phoneCannotExistMessage } from "@forecourt/core/leads/spam/phone-possible";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { client, goodLead, type Harness, harness, NOW, site } from "../test-support/harness";
import { staffCookie } from "./dealer/staff-sessions.test-helper";

/** Issue 34 §4 over the real store and relay: spam answered 201, stored, never delivered. */

let h: Harness;
let clock = NOW;
let dataDir: string;
let server: Awaited<ReturnType<typeof startWebhookServer>>;
const cookies = {} as Record<"alpha" | "bravo", string>;
const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000);

beforeAll(async () => {
  server = await startWebhookServer();
  dataDir = await mkdtemp(join(tmpdir(), "lead-spam-"));
  h = await harness({ now: () => clock }, [
    site("alpha"),
    site("bravo", { leadWebhookUrl: server.url }),
  ]);
  cookies.alpha = await staffCookie(h, "alpha", "sam@alpha.example", "sales");
  cookies.bravo = await staffCookie(h, "bravo", "boss@bravo.example", "owner");
}, 180_000);
afterAll(async () => {
  await h?.close();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const relay = () =>
  createOutboxRelay({
    leads: h.store.leads,
    sites: h.store.sites,
    delivery: routedLeadDelivery(
      webhookLeadDelivery({ signingKey: "test-key", outbound: loopbackOutbound }),
      folderLeadDelivery(dataDir),
    ),
    render: (l: StoredLead) => ({ adfXml: `<adf><id>${l.id}</id></adf>`, emailText: l.id }),
    now: () => clock,
  });

const host = (slug: string) => `${slug}.localhost:3000`;

async function stamp(slug = "alpha"): Promise<string> {
  const res = await client(h.app, host(slug)).get("/api/leads/form-stamp");
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as { stamp: string }).stamp;
}

async function submit(body: Record<string, unknown>, slug = "alpha"): Promise<string> {
  const res = await client(h.app, host(slug)).post("/api/leads", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { lead_id: string }).lead_id;
}

/** A lead sent from the form `seconds` after it was shown (the clock only moves on). */
async function formLead(seconds: number, extra: Record<string, unknown> = {}, slug = "alpha") {
  const form_stamp = await stamp(slug);
  clock = later(seconds);
  return submit({ ...goodLead, form_stamp, ...extra }, slug);
}

const delivered = (slug: string, id: string) => existsSync(leadFilePaths(dataDir, slug, id).adf);

const dealer = (slug: "alpha" | "bravo") => (method: string, path: string, body?: unknown) =>
  h.app.request(path, {
    method,
    headers: {
      host: host(slug),
      cookie: cookies[slug],
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

type Summary = { id: string; spam: { state: string | null; score: number; reasons: string[] } };
async function inbox(query = ""): Promise<Summary[]> {
  const res = await dealer("alpha")("GET", `/api/dealer/leads?pageSize=100${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { leads: Summary[] }).leads;
}

describe("issue 34 §4 traps: the same 201, stored as spam, never delivered", () => {
  it("a real shopper's lead from the form is delivered (the relay does deliver here)", async () => {
    const id = await formLead(20);
    const stored = await h.store.leads.get("alpha", id);
    expect(stored).toMatchObject({ spamState: null, spamScore: 0, spamReasons: [] });
    await relay().drain();
    expect(delivered("alpha", id)).toBe(true);
  });

  it.each([
    ["a filled honeypot", 20, { honeypot: "https://seo.example" }, "honeypot"],
    ["a form sent faster than the minimum", 1, {}, "too-fast"],
  ])("%s", async (_label, seconds, extra, reason) => {
    const id = await formLead(seconds, extra);
    const stored = await h.store.leads.get("alpha", id);
    expect(stored?.spamState).toBe("spam");
    expect(stored?.spamReasons).toContain(reason);
    expect((await h.store.leads.outbox("alpha")).map((o) => o.leadId)).not.toContain(id);
    await relay().drain();
    expect(delivered("alpha", id)).toBe(false);
  });

  it("FORECOURT_LEAD_FORM_MIN_SECONDS (deps.leadFormMinSeconds) overrides the site's minimum", async () => {
    const quick = createApp(
      { ...h.deps, leadFormMinSeconds: 0 },
      {
        logger: pino({ level: "silent" }),
        now: () => clock,
        rateLimits: false,
      },
    );
    const res = await client(quick, host("alpha")).get("/api/leads/form-stamp");
    const { stamp: form_stamp } = (await res.json()) as { stamp: string };
    const sent = await client(quick, host("alpha")).post("/api/leads", { ...goodLead, form_stamp });
    expect(sent.status).toBe(201);
    const { lead_id } = (await sent.json()) as { lead_id: string };
    expect(await h.store.leads.get("alpha", lead_id)).toMatchObject({
      spamState: null,
      spamScore: 0,
    });
  });

  it("a forged stamp is spam; another site's stamp is forged here", async () => {
    const forged = await submit({
      ...goodLead,
      form_stamp: `${NOW.getTime() - 60_000}.${"A".repeat(43)}`,
    });
    expect((await h.store.leads.get("alpha", forged))?.spamReasons).toEqual(["forged-stamp"]);
    const bravoStamp = await stamp("bravo");
    clock = later(30);
    const crossed = await submit({ ...goodLead, form_stamp: bravoStamp });
    expect((await h.store.leads.get("alpha", crossed))?.spamState).toBe("spam");
  });

  it("a spam lead never reaches the dealer's webhook; a real one does", async () => {
    const before = server.received.length;
    const spam = await formLead(20, { honeypot: "x" }, "bravo");
    await relay().drain();
    expect(server.received.length).toBe(before);
    const real = await formLead(20, {}, "bravo");
    await relay().drain();
    expect(server.received.length).toBe(before + 1);
    expect(server.received.at(-1)?.body).toContain(real);
    expect(server.received.some((r) => r.body.includes(spam))).toBe(false);
  });

  it("content rules score; at the threshold it is spam, below it is kept", async () => {
    const spam = await formLead(20, {
      fields: { ...goodLead.fields, name: "cheap-seo.xyz", email: "bot@mailinator.com" },
    });
    expect(await h.store.leads.get("alpha", spam)).toMatchObject({
      spamState: "spam",
      spamScore: 9,
      spamReasons: ["url-as-name", "disposable-email"],
    });
    const kept = await formLead(20, {
      fields: { ...goodLead.fields, message: "Like the one at https://carsales.example/123" },
    });
    expect(await h.store.leads.get("alpha", kept)).toMatchObject({
      spamState: null,
      spamScore: 3,
      spamReasons: ["link-in-message"],
    });
  });

  it("a lead sent without a stamp (an API client) is kept and scored 1", async () => {
    const id = await submit(goodLead);
    expect(await h.store.leads.get("alpha", id)).toMatchObject({
      spamState: null,
      spamScore: 1,
      spamReasons: ["no-stamp"],
    });
  });

  it("a phone that cannot exist is the shopper's to fix: 400 naming the field, nothing stored", async () => {
    const before = (await h.store.leads.list("alpha", { limit: 1000 })).length;
    const res = await client(h.app, host("alpha")).post("/api/leads", {
      ...goodLead,
      fields: { ...goodLead.fields, phone: "0123 456 789" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({ phone: phoneCannotExistMessage("AU") });
    expect((await h.store.leads.list("alpha", { limit: 1000 })).length).toBe(before);
  });

  it.each([
    [{ honeypot: 5 }, "honeypot"],
    [{ form_stamp: "x".repeat(201) }, "form_stamp"],
  ])("bad input %j answers 400 naming %s", async (extra, field) => {
    const res = await client(h.app, host("alpha")).post("/api/leads", { ...goodLead, ...extra });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(Object.keys(((await res.json()) as { errors: object }).errors)).toContain(field);
  });
});

describe("issue 34 §4 the Spam tab and staff marks", () => {
  it("the inbox leaves spam out; ?spam=true lists spam alone with its reasons", async () => {
    const spam = await formLead(0.5);
    const real = await formLead(30);
    const main = await inbox();
    expect(main.map((l) => l.id)).toContain(real);
    expect(main.map((l) => l.id)).not.toContain(spam);
    const tab = await inbox("&spam=true");
    expect(tab.find((l) => l.id === spam)?.spam).toMatchObject({
      state: "spam",
      reasons: ["too-fast"],
    });
    expect(tab.every((l) => l.spam.state === "spam")).toBe(true);
    const bad = await dealer("alpha")("GET", "/api/dealer/leads?spam=maybe");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.spam).toBe(
      'spam must be "true" or "false"',
    );
  });

  it("not spam: delivered then, once; marking it again queues nothing more", async () => {
    const id = await formLead(20, { honeypot: "filled by autofill" });
    await relay().drain();
    expect(delivered("alpha", id)).toBe(false);
    const res = await dealer("alpha")("PUT", `/api/dealer/leads/${id}/spam`, { spam: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, queued: true, spam: { state: "not-spam" } });
    expect((await relay().drain()).delivered).toBe(1);
    expect(delivered("alpha", id)).toBe(true);
    const again = await dealer("alpha")("PUT", `/api/dealer/leads/${id}/spam`, { spam: false });
    expect(await again.json()).toMatchObject({ queued: false });
    expect((await relay().drain()).claimed).toBe(0);
    expect((await inbox()).map((l) => l.id)).toContain(id);
  });

  it("spam: a lead not yet delivered never is, and moves to the Spam tab", async () => {
    const id = await formLead(20);
    const res = await dealer("alpha")("PUT", `/api/dealer/leads/${id}/spam`, { spam: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ queued: false, spam: { state: "spam" } });
    await relay().drain();
    expect(delivered("alpha", id)).toBe(false);
    expect((await inbox("&spam=true")).map((l) => l.id)).toContain(id);
  });

  it("staff only, own site only, and the body is checked", async () => {
    const id = await formLead(20);
    const anonymous = await client(h.app, host("alpha")).post(`/api/dealer/leads/${id}/spam`, {
      spam: true,
    });
    expect([401, 404, 405]).toContain(anonymous.status);
    const signedOut = await h.app.request(`/api/dealer/leads/${id}/spam`, {
      method: "PUT",
      headers: { host: host("alpha"), "content-type": "application/json" },
      body: JSON.stringify({ spam: true }),
    });
    expect(signedOut.status).toBe(401);
    const otherSite = await dealer("bravo")("PUT", `/api/dealer/leads/${id}/spam`, { spam: true });
    expect(otherSite.status).toBe(404);
    expect((await h.store.leads.get("alpha", id))?.spamState).toBeNull();
    const bad = await dealer("alpha")("PUT", `/api/dealer/leads/${id}/spam`, { spam: "yes" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.spam).toBe(
      "spam must be true or false",
    );
    const missing = await dealer("alpha")("PUT", "/api/dealer/leads/nope/spam", { spam: true });
    expect(missing.status).toBe(404);
  });
});

describe("issue 34 §4 the spam count in insights", () => {
  it("counts the range's spam apart from its leads", async () => {
    const manager = await staffCookie(h, "alpha", "max@alpha.example", "manager");
    const report = async () => {
      const res = await h.app.request("/api/dealer/insights", {
        headers: { host: host("alpha"), cookie: manager },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { totals: { leads: number }; spamLeads: number };
    };
    const all = await h.store.leads.list("alpha", { limit: 1000 });
    const spam = all.filter((l) => l.spamState === "spam").length;
    const before = await report();
    expect(before.spamLeads).toBe(spam);
    expect(before.totals.leads).toBe(all.length - spam);
    await formLead(0);
    const after = await report();
    expect(after.spamLeads).toBe(spam + 1);
    expect(after.totals.leads).toBe(before.totals.leads);
  });
});

it("the folder holds no spam lead's file", async () => {
  const files = await readdir(join(dataDir, "outbox", "alpha"));
  const spam = (await h.store.leads.list("alpha", { limit: 1000 })).filter(
    (l) => l.spamState === "spam",
  );
  expect(spam.length).toBeGreaterThan(0);
  for (const l of spam) expect(files.some((f) => f.startsWith(l.id))).toBe(false);
});
