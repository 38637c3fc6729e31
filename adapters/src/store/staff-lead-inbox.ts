import {
  type InboxLead,
  type LeadInboxFilter,
  type LeadInboxRepository,
  LeadStatus,
  type LeadStatusChange,
  leadStatusMove,
} from "@forecourt/core";
import { and, asc, count, desc, eq, gte, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { toLead } from "./lead-insert";
import { leadOutbox, leadStatusChanges, leads } from "./schema";

type LeadRow = typeof leads.$inferSelect;

/** A stored lead (lead-insert's one mapping) with its inbox status. */
const toInboxLead = (row: LeadRow): InboxLead => ({
  ...toLead(row),
  status: LeadStatus.catch("new").parse(row.status),
});

const toChange = (row: typeof leadStatusChanges.$inferSelect): LeadStatusChange => ({
  from: LeadStatus.catch("new").parse(row.fromStatus),
  to: LeadStatus.catch("new").parse(row.toStatus),
  staffId: row.staffId,
  staffEmail: row.staffEmail,
  at: row.at,
});

function conditions(site: string, filter: LeadInboxFilter): SQL[] {
  const where: SQL[] = [eq(leads.site, site)];
  if (filter.kind) where.push(eq(leads.kind, filter.kind));
  if (filter.status) where.push(eq(leads.status, filter.status));
  if (filter.from) where.push(gte(leads.createdAt, filter.from));
  if (filter.to) where.push(lt(leads.createdAt, filter.to));
  // Issue 34 §4: the Spam tab lists spam alone; every other view leaves it out.
  where.push(
    filter.spam ? eq(leads.spamState, "spam") : sql`${leads.spamState} IS DISTINCT FROM 'spam'`,
  );
  if (filter.location) {
    const { id, name } = filter.location;
    const chosen = or(
      sql`${leads.payload} ->> 'location_id' = ${id}`,
      sql`${leads.payload} ->> 'location' = ${name}`,
      sql`${leads.payload} ->> 'distribution_location' = ${name}`,
    );
    if (chosen) where.push(chosen);
  }
  return where;
}

/**
 * The dealer's leads inbox (issue 17 §3) over the leads table: filters run on the site-first
 * indexes (site, status, created_at) and (site, created_at); a status change locks its lead row,
 * so two staff moving one lead at once are applied one after the other against core's rule.
 */
export function drizzleLeadInbox(db: StoreDb): LeadInboxRepository {
  return {
    async list(site, filter, page) {
      const where = and(...conditions(site, filter));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(leads)
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(leads).where(where),
      ]);
      return { leads: rows.map(toInboxLead), total: Number(total?.n ?? 0) };
    },

    async get(site, id) {
      const [row] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.site, site), eq(leads.id, id)))
        .limit(1);
      if (!row) return null;
      const [outbox] = await db
        .select()
        .from(leadOutbox)
        .where(and(eq(leadOutbox.site, site), eq(leadOutbox.leadId, id)))
        .limit(1);
      const history = await db
        .select()
        .from(leadStatusChanges)
        .where(and(eq(leadStatusChanges.site, site), eq(leadStatusChanges.leadId, id)))
        .orderBy(asc(leadStatusChanges.at), asc(leadStatusChanges.id));
      return {
        lead: toInboxLead(row),
        outbox: outbox
          ? {
              leadId: outbox.leadId,
              site: outbox.site,
              state: outbox.state,
              attempts: outbox.attempts,
              nextAttemptAt: outbox.nextAttemptAt,
              lastError: outbox.lastError,
            }
          : null,
        history: history.map(toChange),
      };
    },

    async reassign(site, id, ownerId) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ ownerId: leads.ownerId })
          .from(leads)
          .where(and(eq(leads.site, site), eq(leads.id, id)))
          .for("update");
        if (!row) return { ok: false, reason: "not-found" } as const;
        const [updated] = await tx
          .update(leads)
          .set({ ownerId })
          .where(and(eq(leads.site, site), eq(leads.id, id)))
          .returning();
        if (!updated) throw new Error("a lead reassignment wrote nothing");
        return { ok: true, lead: toInboxLead(updated), from: row.ownerId } as const;
      });
    },

    async markSpam(site, id, spam, now) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(leads)
          .set({ spamState: spam ? "spam" : "not-spam" })
          .where(and(eq(leads.site, site), eq(leads.id, id)))
          .returning();
        if (!row) return { ok: false, reason: "not-found" } as const;
        const ofLead = and(eq(leadOutbox.site, site), eq(leadOutbox.leadId, id));
        if (spam) {
          // What was delivered stays delivered; what was not is never sent.
          await tx.delete(leadOutbox).where(and(ofLead, ne(leadOutbox.state, "delivered")));
          return { ok: true, lead: toInboxLead(row), queued: false } as const;
        }
        const queued = await tx
          .insert(leadOutbox)
          .values({
            leadId: id,
            site,
            state: "pending",
            attempts: 0,
            nextAttemptAt: now,
            lastError: null,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ leadId: leadOutbox.leadId });
        return { ok: true, lead: toInboxLead(row), queued: queued.length > 0 } as const;
      });
    },

    async setStatus(site, id, to, by, now) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(leads)
          .where(and(eq(leads.site, site), eq(leads.id, id)))
          .for("update");
        if (!row) return { ok: false, reason: "not-found" } as const;
        const from = toInboxLead(row).status;
        const move = leadStatusMove(from, to);
        if (!move.ok) return move;
        const [updated] = await tx
          .update(leads)
          // The first staff move is the lead's first response (issue 34 §2); later ones keep it.
          .set({ status: to, firstResponseAt: row.firstResponseAt ?? now })
          .where(and(eq(leads.site, site), eq(leads.id, id)))
          .returning();
        const [change] = await tx
          .insert(leadStatusChanges)
          .values({
            site,
            leadId: id,
            fromStatus: from,
            toStatus: to,
            staffId: by.id,
            staffEmail: by.email,
            at: now,
          })
          .returning();
        if (!updated || !change) throw new Error("a lead status change wrote nothing");
        return { ok: true, lead: toInboxLead(updated), change: toChange(change) } as const;
      });
    },
  };
}
