import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENTS } from "../leads/analytics-events";
import { LEAD_NOT_FOR_TRADE_IN, TRADE_IN_ACCEPTED } from "../leads/trade-in-acceptance";
import { LEAD_NOT_FOUND, NO_OFFER_TO_ACCEPT } from "../leads/trade-in-messages";
import type { StoredLead } from "../ports/leads";
import { acceptTradeIn } from "./accept-trade-in";
import {
  lead,
  memoryAnalytics,
  memoryTradeIns,
  NOW,
  SITE,
  tradeIn,
} from "./trade-in-fakes.test-helper";

const context = { now: NOW, site: SITE };
const enquiry = lead("lead-1", "trade-in", { trade_in_lead_id: "ti-1" });

function ports(leads: StoredLead[], data: Record<string, unknown> = { offer_price: 12_000 }) {
  return {
    tradeIns: memoryTradeIns([tradeIn(data)]),
    leads: { get: async (_site: string, id: string) => leads.find((l) => l.id === id) ?? null },
    analytics: memoryAnalytics(),
  };
}

describe("acceptTradeIn (§3, issue 30 §8)", () => {
  it("accepts with the trade-in's own enquiry: offer accepted, form completed, event recorded", async () => {
    const p = ports([enquiry]);
    const result = await acceptTradeIn(p, { id: "ti-1", leadId: "lead-1" }, context);
    expect(result.ok && result.value).toMatchObject({
      offerAccepted: true,
      formCompleted: true,
      leadId: "lead-1",
    });
    expect(p.analytics.events).toEqual([
      { site: SITE, eventId: ANALYTICS_EVENTS.offerAccepted, data: { trade_in_id: "ti-1" } },
    ]);
  });

  it("a retry with the same enquiry answers as before; another enquiry is a conflict", async () => {
    const other = lead("lead-2", "trade-in", { trade_in_lead_id: "ti-1" });
    const p = ports([enquiry, other]);
    await acceptTradeIn(p, { id: "ti-1", leadId: "lead-1" }, context);
    const again = await acceptTradeIn(p, { id: "ti-1", leadId: "lead-1" }, context);
    expect(again.ok && again.value.leadId).toBe("lead-1");
    expect(p.analytics.events).toHaveLength(1);
    expect(await acceptTradeIn(p, { id: "ti-1", leadId: "lead-2" }, context)).toEqual({
      ok: false,
      problem: { kind: "conflict", detail: TRADE_IN_ACCEPTED },
    });
  });

  it.each([
    ["an unknown enquiry", [], LEAD_NOT_FOUND],
    [
      "an enquiry for another trade-in",
      [lead("lead-1", "trade-in", { trade_in_lead_id: "ti-9" })],
      LEAD_NOT_FOR_TRADE_IN,
    ],
    [
      "a general enquiry",
      [lead("lead-1", "general", { trade_in_lead_id: "ti-1" })],
      LEAD_NOT_FOR_TRADE_IN,
    ],
  ])("refuses %s, naming lead_id, and accepts nothing", async (_label, leads, detail) => {
    const p = ports(leads);
    expect(await acceptTradeIn(p, { id: "ti-1", leadId: "lead-1" }, context)).toEqual({
      ok: false,
      problem: { kind: "invalid", detail, field: "lead_id" },
    });
    expect(p.tradeIns.rows.get(`${SITE}/ti-1`)?.offerAccepted).toBe(false);
  });

  it("refuses while there is no offer to accept (value it first)", async () => {
    const p = ports([enquiry], { offer_price: null });
    expect(await acceptTradeIn(p, { id: "ti-1", leadId: "lead-1" }, context)).toEqual({
      ok: false,
      problem: { kind: "invalid", detail: NO_OFFER_TO_ACCEPT, field: "offer_price" },
    });
  });

  it("a trade-in accepted meanwhile with another enquiry is a conflict", async () => {
    const p = ports([enquiry]);
    const raced = { ...p, tradeIns: { ...p.tradeIns, acceptOffer: async () => null } };
    expect(await acceptTradeIn(raced, { id: "ti-1", leadId: "lead-1" }, context)).toEqual({
      ok: false,
      problem: { kind: "conflict", detail: TRADE_IN_ACCEPTED },
    });
  });

  it("accepts even when the analytics event cannot be recorded (§7)", async () => {
    const p = { ...ports([enquiry]), analytics: memoryAnalytics(true) };
    const result = await acceptTradeIn(p, { id: "ti-1", leadId: "lead-1" }, context);
    expect(result.ok).toBe(true);
  });
});
