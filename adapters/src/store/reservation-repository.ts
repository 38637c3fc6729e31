import type { Car, ReservationRepository, StoredReservation } from "@forecourt/core";
import { and, asc, count, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { insertLeadWithOutbox } from "./lead-insert";
import { cars, reservations } from "./schema";

const toReservation = (row: typeof reservations.$inferSelect): StoredReservation => ({ ...row });

type Tx = Parameters<Parameters<StoreDb["transaction"]>[0]>[0];

/** A hold that still keeps its car at `now`: not released, not past its expiry (core's holdIsActive). */
const activeAt = (now: Date): SQL =>
  and(
    isNull(reservations.releasedAt),
    or(isNull(reservations.expiresAt), gt(reservations.expiresAt, now)),
  ) as SQL;

/**
 * Frees the car of each released hold unless another active hold keeps it, and only while
 * nothing has changed the car since that hold marked it reserved (a dealer's mark or a feed
 * import after it decides the flag instead).
 */
async function freeCars(
  tx: Tx,
  released: ReadonlyArray<{ site: string; carId: string; createdAt: Date }>,
  now: Date,
): Promise<Array<{ site: string; car: Car }>> {
  const freed: Array<{ site: string; car: Car }> = [];
  for (const hold of released) {
    const [kept] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(eq(reservations.site, hold.site), eq(reservations.carId, hold.carId), activeAt(now)),
      )
      .limit(1);
    if (kept) continue;
    const [row] = await tx
      .update(cars)
      .set({ data: sql`${cars.data} || '{"reserved": false}'::jsonb`, updatedAt: now })
      .where(
        and(
          eq(cars.site, hold.site),
          eq(cars.id, hold.carId),
          eq(cars.updatedAt, hold.createdAt),
          sql`${cars.data}->'reserved' = 'true'::jsonb`,
        ),
      )
      .returning({ data: cars.data });
    if (row) freed.push({ site: hold.site, car: row.data as Car });
  }
  return freed;
}

/** Releases the holds expired at `now` (of one car, or all) and frees their cars. */
async function releaseExpiredIn(tx: Tx, now: Date, only?: { site: string; carId: string }) {
  const released = await tx
    .update(reservations)
    .set({ releasedAt: now })
    .where(
      and(
        isNull(reservations.releasedAt),
        lte(reservations.expiresAt, now),
        only
          ? and(eq(reservations.site, only.site), eq(reservations.carId, only.carId))
          : undefined,
      ),
    )
    .returning({
      site: reservations.site,
      carId: reservations.carId,
      createdAt: reservations.createdAt,
    });
  return freeCars(tx, released, now);
}

/**
 * Reserve / buy-online reservations (issue 6, issue 30 §7/§10). The payment is authorised before
 * `reserve` runs, so the transaction is short and calls nothing outside: it locks the key, the
 * holder and the car, frees the car from expired holds, counts the holder's active holds, and
 * marks the car reserved with the reservation, its reserve lead and outbox row — or writes
 * nothing. Amounts stay decimal strings.
 */
export function drizzleReservationRepository(db: StoreDb): ReservationRepository {
  return {
    async reserve(request, steps, now) {
      return db.transaction(async (tx) => {
        const { site, carId, idempotencyKey, holder } = request;
        if (idempotencyKey !== null) {
          // One request per key at a time, whichever car it names, so a retry never holds twice.
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
        if (holder !== null) {
          // One hold per holder at a time, so two instances cannot both pass the limit.
          await tx.execute(
            sql`SELECT pg_advisory_xact_lock(hashtext(${`reservation-holder:${site}:${holder}`}))`,
          );
        }
        const [locked] = await tx
          .select({ id: cars.id })
          .from(cars)
          .where(and(eq(cars.site, site), eq(cars.id, carId)))
          .limit(1)
          .for("update");
        if (!locked) return { status: "not-found" };
        await releaseExpiredIn(tx, now, { site, carId });
        const [row] = await tx
          .select({ data: cars.data })
          .from(cars)
          .where(and(eq(cars.site, site), eq(cars.id, carId)))
          .limit(1);
        if (!row) return { status: "not-found" };
        const car = row.data as Car;
        const [prior] = await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.site, site), eq(reservations.carId, carId), activeAt(now)))
          .limit(1);
        const [held] =
          holder === null
            ? [{ n: 0 }]
            : await tx
                .select({ n: count() })
                .from(reservations)
                .where(
                  and(eq(reservations.site, site), eq(reservations.holder, holder), activeAt(now)),
                );
        const reason = steps.refuse(car, {
          hasReservation: prior !== undefined,
          shopperHolds: Number(held?.n ?? 0),
        });
        if (reason !== null) return { status: "refused", reason, car };

        const reserved: Car = { ...car, reserved: true };
        await tx
          .update(cars)
          .set({ data: reserved as Record<string, unknown>, updatedAt: now })
          .where(and(eq(cars.site, site), eq(cars.id, carId)));
        const { kind, payload } = steps.lead(reserved, request.reference);
        const { lead } = await insertLeadWithOutbox(
          tx,
          { site, kind, payload, idempotencyKey: null, userId: request.userId ?? null },
          now,
          steps.router?.(reserved, { kind, payload }),
        );
        const [inserted] = await tx
          .insert(reservations)
          .values({
            site,
            id: request.id,
            carId,
            amount: request.amount,
            customer: request.customer,
            reference: request.reference,
            leadId: lead.id,
            idempotencyKey,
            createdAt: now,
            holder,
            expiresAt: request.expiresAt,
            releasedAt: null,
          })
          .returning();
        if (!inserted) throw new Error("reservation insert returned no row");
        return { status: "reserved", reservation: toReservation(inserted), lead, car: reserved };
      });
    },
    async findByKey(site, idempotencyKey) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.site, site), eq(reservations.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row ? toReservation(row) : null;
    },
    async release(site, id, now) {
      return db.transaction(async (tx) => {
        const released = await tx
          .update(reservations)
          .set({ releasedAt: now })
          .where(
            and(
              eq(reservations.site, site),
              eq(reservations.id, id),
              isNull(reservations.releasedAt),
            ),
          )
          .returning({
            site: reservations.site,
            carId: reservations.carId,
            createdAt: reservations.createdAt,
          });
        const [freed] = await freeCars(tx, released, now);
        return freed?.car ?? null;
      });
    },
    async releaseExpired(now) {
      return db.transaction((tx) => releaseExpiredIn(tx, now));
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
