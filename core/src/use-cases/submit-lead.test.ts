import { describe, expect, it } from "vitest";
import { demoCar, demoSite, validPayloads } from "../leads/lead-test-fixtures";
import { TERMS_REQUIRED } from "../leads/messages";
import type { SpamSignals } from "../leads/spam/spam-verdict";
import { TRADE_IN_NOT_FOUND } from "../leads/trade-in-messages";
import type { LeadRepository, LeadRouter, StoredLead } from "../ports/leads";
import { KEY_IN_FLIGHT_DETAIL, KEY_REUSED_DETAIL } from "../security/idempotency-messages";
import {
  type LeadSubmission,
  type SubmitLeadContext,
  type SubmitLeadPorts,
  submitLead,
} from "./submit-lead";

const NOW = new Date("2026-12-01T00:00:00Z");

/** Leads in memory, one per site and idempotency key, remembering the router each was given. */
function memoryLeads() {
  const stored: Array<StoredLead & { routed: boolean }> = [];
  const create: LeadRepository["create"] = async (lead, now, router?: LeadRouter) => {
    const first = stored.find(
      (l) =>
        lead.idempotencyKey !== null &&
        l.site === lead.site &&
        l.idempotencyKey === lead.idempotencyKey,
    );
    if (first) return { lead: first, created: false };
    const made = { ...lead, id: `lead-${stored.length + 1}`, createdAt: now, routed: !!router };
    stored.push(made);
    return { lead: made, created: true };
  };
  return { stored, create };
}

function fakes(stamp: SpamSignals["stamp"] = { kind: "valid", secondsToSubmit: 60 }) {
  const leads = memoryLeads();
  const held = new Set<string>();
  const ports: SubmitLeadPorts = {
    stock: { get: async (_site, id) => (id === demoCar.id ? demoCar : null) },
    tradeIns: {
      get: async (site, id) =>
        id === "ti-1"
          ? {
              id,
              site,
              data: { vehicle: { make: "Subaru" }, offer_price: 13_500 },
              offerAccepted: false,
              formCompleted: false,
              leadId: null,
              createdAt: NOW,
              updatedAt: NOW,
            }
          : null,
    },
    staff: { list: async () => [] },
    leads,
    formStamps: { read: () => stamp },
    keyHolds: {
      hold: (site, key) => !held.has(`${site}/${key}`) && !!held.add(`${site}/${key}`),
      release: (site, key) => void held.delete(`${site}/${key}`),
    },
  };
  return { ports, leads, held };
}

const context = (over: Partial<SubmitLeadContext> = {}): SubmitLeadContext => ({
  now: NOW,
  site: demoSite,
  userId: null,
  fingerprint: (s) => JSON.stringify(s),
  ...over,
});

const general: LeadSubmission = { form: "general", fields: validPayloads.general };

describe("submitLead (issue 31 §1, issue 4 §2–3)", () => {
  it("stores a valid lead, routed, with the shopper who sent it", async () => {
    const { ports, leads } = fakes();
    const result = await submitLead(
      ports,
      { submission: general, idempotencyKey: null },
      context({ userId: "u-1" }),
    );
    expect(result).toEqual({ ok: true, value: { leadId: "lead-1", replayed: false } });
    expect(leads.stored).toHaveLength(1);
    expect(leads.stored[0]).toMatchObject({
      site: demoSite.slug,
      kind: "general",
      userId: "u-1",
      idempotencyKey: null,
      requestHash: null,
      spamState: null,
      routed: true,
    });
  });

  it("answers every wrong field with the spec's text and stores nothing", async () => {
    const { ports, leads } = fakes();
    const result = await submitLead(
      ports,
      {
        submission: {
          form: "general",
          fields: { ...validPayloads.general, terms_conditions: false },
        },
        idempotencyKey: null,
      },
      context(),
    );
    expect(result).toMatchObject({
      ok: false,
      problem: { kind: "invalid", errors: { terms_conditions: TERMS_REQUIRED } },
    });
    expect(leads.stored).toHaveLength(0);
  });

  it("a trade-in lead carries the server's record; one naming an unknown trade-in names the field", async () => {
    const { ports, leads } = fakes();
    const tradeIn = (id: string): LeadSubmission => ({
      form: "trade-in",
      fields: { ...validPayloads["trade-in"], trade_in_lead_id: id },
    });
    const unknown = await submitLead(
      ports,
      { submission: tradeIn("ti-9"), idempotencyKey: null },
      context(),
    );
    expect(unknown).toEqual({
      ok: false,
      problem: { kind: "invalid", detail: TRADE_IN_NOT_FOUND, field: "trade_in_lead_id" },
    });
    expect(leads.stored).toHaveLength(0);
    const known = await submitLead(
      ports,
      { submission: tradeIn("ti-1"), idempotencyKey: null },
      context(),
    );
    expect(known.ok).toBe(true);
    // The page said Mazda and $12,000; the server recorded Subaru and $13,500.
    expect(leads.stored[0]?.payload).toMatchObject({ trade_make: "Subaru", offer_price: 13_500 });
  });

  it("the same key and submission replays the first lead; the key with another submission is reused", async () => {
    const { ports, leads } = fakes();
    const send = (submission: LeadSubmission, key: string | null) =>
      submitLead(ports, { submission, idempotencyKey: key }, context());
    const first = await send(general, "key-1");
    expect(await send(general, "key-1")).toEqual({
      ok: true,
      value: { leadId: first.ok ? first.value.leadId : "", replayed: true },
    });
    const other = { ...general, fields: { ...general.fields, message: "Another question" } };
    expect(await send(other, "key-1")).toEqual({
      ok: false,
      problem: { kind: "key-reused", detail: KEY_REUSED_DETAIL },
    });
    // Without the header, the submission's client_id keys it.
    const byClient = { ...general, client_id: "client-0001" };
    await send(byClient, null);
    expect(await send(byClient, null)).toMatchObject({ ok: true, value: { replayed: true } });
    expect(leads.stored.map((l) => l.idempotencyKey)).toEqual(["key-1", "client-0001"]);
  });

  it("a key another request holds is in flight: nothing stored; the key is let go after each request", async () => {
    const { ports, leads, held } = fakes();
    ports.keyHolds.hold(demoSite.slug, "busy-key");
    const busy = await submitLead(
      ports,
      { submission: general, idempotencyKey: "busy-key" },
      context(),
    );
    expect(busy).toEqual({
      ok: false,
      problem: { kind: "key-in-flight", detail: KEY_IN_FLIGHT_DETAIL },
    });
    expect(leads.stored).toHaveLength(0);
    held.clear();
    await submitLead(ports, { submission: general, idempotencyKey: "busy-key" }, context());
    expect(held.size).toBe(0);
    const failing = { ...ports, leads: { create: () => Promise.reject(new Error("store down")) } };
    await expect(
      submitLead(failing, { submission: general, idempotencyKey: "other-key" }, context()),
    ).rejects.toThrow("store down");
    expect(held.size).toBe(0);
  });

  it("spam (a filled honeypot, a forged stamp) is stored but never routed (issue 34 §4)", async () => {
    const honeypot = fakes();
    await submitLead(
      honeypot.ports,
      { submission: { ...general, honeypot: "http://spam.example" }, idempotencyKey: null },
      context(),
    );
    expect(honeypot.leads.stored[0]).toMatchObject({ spamState: "spam", routed: false });
    expect(honeypot.leads.stored[0]?.spamReasons).toContain("honeypot");
    const forged = fakes({ kind: "forged" });
    await submitLead(forged.ports, { submission: general, idempotencyKey: null }, context());
    expect(forged.leads.stored[0]?.spamReasons).toContain("forged-stamp");
  });

  it("the operator's minimum seconds override the site's", async () => {
    const quick = { kind: "valid", secondsToSubmit: 1 } as const;
    const bySite = fakes(quick);
    await submitLead(bySite.ports, { submission: general, idempotencyKey: null }, context());
    expect(bySite.leads.stored[0]?.spamReasons).toContain("too-fast");
    const byOperator = fakes(quick);
    await submitLead(
      byOperator.ports,
      { submission: general, idempotencyKey: null },
      context({ leadFormMinSeconds: 0 }),
    );
    expect(byOperator.leads.stored[0]).toMatchObject({ spamState: null, spamReasons: [] });
  });
});
