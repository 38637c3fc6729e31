import type { StoredTradeInLead, TradeInLeadRepository } from "@forecourt/core";
import { and, eq, or, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { tradeInLeads } from "./schema";

const toTradeIn = (row: typeof tradeInLeads.$inferSelect): StoredTradeInLead => ({ ...row });

/** §3 trade-in leads: created at the rego step, updated by valuation adjustments, completed by the offer. */
export function drizzleTradeInLeadRepository(db: StoreDb): TradeInLeadRepository {
  return {
    async create(site, data, now) {
      const [row] = await db
        .insert(tradeInLeads)
        .values({
          site,
          id: crypto.randomUUID(),
          data,
          offerAccepted: false,
          formCompleted: false,
          leadId: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("trade-in insert returned no row");
      return toTradeIn(row);
    },
    async get(site, id) {
      const [row] = await db
        .select()
        .from(tradeInLeads)
        .where(and(eq(tradeInLeads.site, site), eq(tradeInLeads.id, id)))
        .limit(1);
      return row ? toTradeIn(row) : null;
    },
    async update(site, id, data, now) {
      const [row] = await db
        .update(tradeInLeads)
        .set({ data: sql`${tradeInLeads.data} || ${JSON.stringify(data)}::jsonb`, updatedAt: now })
        // An accepted trade-in is frozen (issue 30 §8): checked in the statement, so an update
        // racing the acceptance cannot move the accepted offer.
        .where(
          and(
            eq(tradeInLeads.site, site),
            eq(tradeInLeads.id, id),
            eq(tradeInLeads.offerAccepted, false),
          ),
        )
        .returning();
      return row ? toTradeIn(row) : null;
    },
    async acceptOffer(site, id, leadId, now) {
      const [row] = await db
        .update(tradeInLeads)
        .set({
          offerAccepted: true,
          formCompleted: true,
          leadId: sql`coalesce(${leadId}, ${tradeInLeads.leadId})`,
          updatedAt: now,
        })
        // Accepted once, with one lead: a second acceptance with another lead changes nothing.
        .where(
          and(
            eq(tradeInLeads.site, site),
            eq(tradeInLeads.id, id),
            or(
              eq(tradeInLeads.offerAccepted, false),
              leadId === null ? sql`false` : eq(tradeInLeads.leadId, leadId),
            ),
          ),
        )
        .returning();
      return row ? toTradeIn(row) : null;
    },
  };
}

export { drizzleReservationRepository } from "./reservation-repository";
