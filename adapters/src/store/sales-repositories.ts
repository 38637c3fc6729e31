import type {
  Car,
  ReservationRepository,
  StoredReservation,
  StoredTradeInLead,
  TradeInLeadRepository,
} from "@forecourt/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { insertLeadWithOutbox } from "./lead-repository";
import { cars, reservations, tradeInLeads } from "./schema";

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

/**
 * Reserve / buy-online reservations (issue 6): one transaction locks the car, charges, marks it
 * reserved, and stores the reservation with its reserve lead and outbox row, so a refusal or a
 * failure anywhere writes nothing. Amounts stay decimal strings.
 */
export function drizzleReservationRepository(db: StoreDb): ReservationRepository {
  return {
    async reserve(request, steps, now) {
      return db.transaction(async (tx) => {
        const { site, carId, idempotencyKey } = request;
        if (idempotencyKey !== null) {
          // One request per key at a time, whichever car it names, so a retry never charges twice.
          await tx.execute(
            sql`SELECT pg_advisory_xact_lock(hashtext(${`reservation:${site}:${idempotencyKey}`}))`,
          );
          const [seen] = await tx
            .select()
            .from(reservations)
            .where(
              and(eq(reservations.site, site), eq(reservations.idempotencyKey, idempotencyKey)),
            )
            .limit(1);
          if (seen) return { status: "replayed", reservation: toReservation(seen) };
        }
        const [row] = await tx
          .select({ data: cars.data })
          .from(cars)
          .where(and(eq(cars.site, site), eq(cars.id, carId)))
          .limit(1)
          .for("update");
        if (!row) return { status: "not-found" };
        const car = row.data as Car;
        const [prior] = await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.site, site), eq(reservations.carId, carId)))
          .limit(1);
        const reason = steps.refuse(car, { hasReservation: prior !== undefined });
        if (reason !== null) return { status: "refused", reason, car };

        const { reference } = await steps.charge(car);
        const reserved: Car = { ...car, reserved: true };
        await tx
          .update(cars)
          .set({ data: reserved as Record<string, unknown>, updatedAt: now })
          .where(and(eq(cars.site, site), eq(cars.id, carId)));
        const { kind, payload } = steps.lead(reserved, reference);
        const { lead } = await insertLeadWithOutbox(
          tx,
          { site, kind, payload, idempotencyKey: null, userId: request.userId ?? null },
          now,
        );
        const [inserted] = await tx
          .insert(reservations)
          .values({
            site,
            id: crypto.randomUUID(),
            carId,
            amount: request.amount,
            customer: request.customer,
            reference,
            leadId: lead.id,
            idempotencyKey,
            createdAt: now,
          })
          .returning();
        if (!inserted) throw new Error("reservation insert returned no row");
        return { status: "reserved", reservation: toReservation(inserted), lead, car: reserved };
      });
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
