import { describe, expect, it } from "vitest";
import type { StoredLead } from "../ports/leads";
import { SPIN_TO_WIN_CATEGORY } from "../promotions/prize-draw";
import { SiteConfig } from "../schemas/site-config";
import { lookUpSpinEntry } from "./look-up-spin-entry";

const site = SiteConfig.parse({
  slug: "demo",
  name: "Demo",
  spinToWin: {
    prizes: [
      { label: "Fuel card", weight: 1 },
      { label: "Car wash", weight: 1 },
    ],
  },
});

const lead = (id: string, phone: string, payload: Record<string, unknown>): StoredLead => ({
  id,
  site: "demo",
  kind: "general",
  payload: { phone, ...payload },
  idempotencyKey: null,
  createdAt: new Date("2026-12-01T00:00:00Z"),
});

/** In-memory leads: a phone's leads on a site, as the store's listByPhone answers them. */
function memoryLeads(stored: StoredLead[]) {
  const asked: Array<[string, string]> = [];
  return {
    asked,
    leads: {
      listByPhone: async (siteSlug: string, phone: string) => {
        asked.push([siteSlug, phone]);
        return stored.filter((l) => l.site === siteSlug && l.payload.phone === phone);
      },
    },
  };
}

describe("lookUpSpinEntry (§2 /spin-to-win: one spin per mobile)", () => {
  const stored = [
    lead("l-1", "0412000111", { category: "General Enquiry" }),
    lead("l-2", "0412000111", { category: SPIN_TO_WIN_CATEGORY, subcategory: "Car wash" }),
    lead("l-3", "0412000222", { category: SPIN_TO_WIN_CATEGORY, subcategory: "Old prize" }),
  ];

  it("finds the phone's entry on the site and its segment on the wheel", async () => {
    const ports = memoryLeads(stored);
    const result = await lookUpSpinEntry(ports, { phone: "0412000111" }, { site });
    expect(result).toEqual({ ok: true, value: { leadId: "l-2", prize: "Car wash", index: 1 } });
    expect(ports.asked).toEqual([["demo", "0412000111"]]);
  });

  it("keeps a prize the wheel no longer has, at index -1", async () => {
    const result = await lookUpSpinEntry(memoryLeads(stored), { phone: "0412000222" }, { site });
    expect(result).toEqual({ ok: true, value: { leadId: "l-3", prize: "Old prize", index: -1 } });
  });

  it("answers null for a phone that has not spun", async () => {
    for (const phone of ["0412000333", "0412000111x"]) {
      expect(await lookUpSpinEntry(memoryLeads(stored), { phone }, { site })).toEqual({
        ok: true,
        value: null,
      });
    }
  });
});
