import type { StoredLead, StoredTradeInLead, TradeInLeadRepository } from "../ports/leads";
import type { AnalyticsRepository } from "../ports/shoppers";

/** In-memory ports for the trade-in use cases' unit tests. */

export const NOW = new Date("2026-12-01T00:00:00Z");
export const SITE = "demo-motors";

/** Trade-ins in memory, per site, frozen once accepted as the store's are (issue 30 §8). */
export function memoryTradeIns(seed: StoredTradeInLead[] = []) {
  const rows = new Map(seed.map((t) => [`${t.site}/${t.id}`, structuredClone(t)]));
  const repo: TradeInLeadRepository & { rows: typeof rows } = {
    rows,
    async create(site, data, now) {
      const made = {
        id: `ti-${rows.size + 1}`,
        site,
        data,
        offerAccepted: false,
        formCompleted: false,
        leadId: null,
        createdAt: now,
        updatedAt: now,
      };
      rows.set(`${site}/${made.id}`, made);
      return made;
    },
    async get(site, id) {
      return rows.get(`${site}/${id}`) ?? null;
    },
    async update(site, id, data, now) {
      const row = rows.get(`${site}/${id}`);
      if (!row || row.offerAccepted) return null;
      const updated = { ...row, data: { ...row.data, ...data }, updatedAt: now };
      rows.set(`${site}/${id}`, updated);
      return updated;
    },
    async acceptOffer(site, id, leadId, now) {
      const row = rows.get(`${site}/${id}`);
      if (!row || (row.offerAccepted && row.leadId !== leadId)) return null;
      const accepted = { ...row, offerAccepted: true, formCompleted: true, leadId, updatedAt: now };
      rows.set(`${site}/${id}`, accepted);
      return accepted;
    },
  };
  return repo;
}

export function tradeIn(data: Record<string, unknown>, extra: Partial<StoredTradeInLead> = {}) {
  return {
    id: "ti-1",
    site: SITE,
    data,
    offerAccepted: false,
    formCompleted: false,
    leadId: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...extra,
  } satisfies StoredTradeInLead;
}

export function lead(id: string, kind: string, payload: Record<string, unknown>): StoredLead {
  return { id, site: SITE, kind, payload, idempotencyKey: null, createdAt: NOW };
}

/** Analytics events recorded in memory; `failing` makes every record reject. */
export function memoryAnalytics(failing = false) {
  const events: Array<{ site: string; eventId: number; data: Record<string, unknown> }> = [];
  const analytics: Pick<AnalyticsRepository, "record"> & { events: typeof events } = {
    events,
    async record(site, eventId, data) {
      if (failing) throw new Error("analytics down");
      events.push({ site, eventId, data });
    },
  };
  return analytics;
}
