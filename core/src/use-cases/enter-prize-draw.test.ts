import { describe, expect, it } from "vitest";
import type { StoredLead } from "../ports/leads";
import { SPIN_ENTERED } from "../promotions/spin-messages";
import { SiteConfig } from "../schemas/site-config";
import { enterPrizeDraw } from "./enter-prize-draw";

const site = (extra: Record<string, unknown> = {}) =>
  SiteConfig.parse({
    slug: "demo",
    name: "Demo",
    pages: ["/spin-to-win"],
    spinToWin: {
      prizes: [
        { label: "Fuel card", weight: 1 },
        { label: "Car wash", weight: 1 },
      ],
    },
    ...extra,
  });
const NOW = new Date("2026-12-07T09:00:00Z");
const answers = { name: "Sam Citizen", email: "sam@example.com", terms_conditions: true };

/** In-memory leads keyed like the store: one lead per (site, idempotency key). */
function memoryLeads() {
  const stored: StoredLead[] = [];
  return {
    stored,
    leads: {
      listByPhone: async (slug: string, phone: string) =>
        stored.filter((l) => l.site === slug && l.payload.phone === phone),
      create: async (lead: Omit<StoredLead, "id" | "createdAt">, now: Date) => {
        const first = stored.find((l) => l.idempotencyKey === lead.idempotencyKey);
        if (first) return { lead: first, created: false };
        const created = { ...lead, id: `lead-${stored.length + 1}`, createdAt: now };
        stored.push(created);
        return { lead: created, created: true };
      },
    },
  };
}

describe("enterPrizeDraw (§2 Spin to Win, issue 30 §13)", () => {
  it("draws on the server, stores one general enquiry per phone, shows the prize to its owner", async () => {
    const ports = memoryLeads();
    const user = { id: "u1", phone: "0412555101" };
    const context = { now: NOW, site: site(), user, random: () => 0.99 };
    const first = await enterPrizeDraw(ports, { answers: { ...answers, phone: "0499" } }, context);
    expect(first).toEqual({
      ok: true,
      value: {
        message: "Your prize: Car wash.",
        prize: "Car wash",
        index: 1,
        already_entered: false,
        lead_id: "lead-1",
      },
    });
    // The proved phone, not the typed one, is the entry's; the prize is its subcategory.
    expect(ports.stored[0]?.payload).toMatchObject({
      phone: "0412555101",
      category: "Spin to Win",
      subcategory: "Car wash",
    });
    const again = await enterPrizeDraw(ports, { answers }, { ...context, random: () => 0 });
    expect(again).toMatchObject({ ok: true, value: { prize: "Car wash", already_entered: true } });
    expect(ports.stored).toHaveLength(1);
  });

  it("tells a number typed in nothing: the same answer whether it had entered or not", async () => {
    const ports = memoryLeads();
    const context = { now: NOW, site: site(), user: null, random: () => 0 };
    const fresh = await enterPrizeDraw(
      ports,
      { answers: { ...answers, phone: "0412555102" } },
      context,
    );
    const entered = await enterPrizeDraw(
      ports,
      { answers: { ...answers, phone: "0412 555 102" } },
      context,
    );
    expect(fresh).toEqual({ ok: true, value: { message: SPIN_ENTERED } });
    expect(entered).toEqual(fresh);
    expect(ports.stored).toHaveLength(1);
  });

  it("refuses a site without the page, a gated site without sign-in, and wrong answers by field", async () => {
    const ports = memoryLeads();
    const base = { now: NOW, user: null, random: () => 0 };
    expect(
      await enterPrizeDraw(ports, { answers }, { ...base, site: site({ pages: [] }) }),
    ).toMatchObject({
      ok: false,
      problem: { kind: "not-found" },
    });
    const gated = site({ features: { gated: { spinToWin: true } } });
    expect(await enterPrizeDraw(ports, { answers }, { ...base, site: gated })).toMatchObject({
      ok: false,
      problem: { kind: "unauthenticated", detail: "Please sign in to spin to win." },
    });
    const wrong = await enterPrizeDraw(
      ports,
      { answers: { phone: "12" } },
      { ...base, site: site() },
    );
    expect(wrong).toMatchObject({ ok: false, problem: { kind: "invalid" } });
    expect(wrong.ok ? {} : wrong.problem.errors).toHaveProperty("phone");
    expect(ports.stored).toHaveLength(0);
  });
});
