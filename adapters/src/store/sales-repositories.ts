import type {
  ReservationRepository,
  StoredReservation,
  StoredTradeInLead,
  TradeInLeadRepository,
} from "@forecourt/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { reservations, tradeInLeads } from "./schema";

const toTradeIn = (row: typeof tradeInLeads.$inferSelect): StoredTradeInLead => ({ ...row });
const toReservation = (row: typeof reservations.$inferSelect): StoredReservation => ({ ...row });

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
        .where(and(eq(tradeInLeads.site, site), eq(tradeInLeads.id, id)))
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
        .where(and(eq(tradeInLeads.site, site), eq(tradeInLeads.id, id)))
        .returning();
      return row ? toTradeIn(row) : null;
    },
  };
}

/** Reserve / buy-online reservations; amounts stay decimal strings. */
export function drizzleReservationRepository(db: StoreDb): ReservationRepository {
  return {
    async create(r, now) {
      const [row] = await db
        .insert(reservations)
        .values({ ...r, id: crypto.randomUUID(), createdAt: now })
        .returning();
      if (!row) throw new Error("reservation insert returned no row");
      return toReservation(row);
    },
    async list(site, carId) {
      const rows = await db
        .select()
        .from(reservations)
        .where(
          carId === undefined
            ? eq(reservations.site, site)
            : and(eq(reservations.site, site), eq(reservations.carId, carId)),
        )
        .orderBy(asc(reservations.createdAt), asc(reservations.id));
      return rows.map(toReservation);
    },
  };
}
