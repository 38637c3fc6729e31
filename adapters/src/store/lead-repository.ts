import {
  type LeadRepository,
  NO_TURNS,
  type OutboxEntry,
  type TargetDelivery,
} from "@forecourt/core";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { groupCommit } from "./group-commit";
import {
  type Created,
  createLeads,
  createRoutedToTeam,
  newRow,
  onlyAnswer,
  type Submit,
  toLead,
} from "./lead-insert";
import { leadDeliveryTargets, leadOutbox, leads } from "./schema";

/** How long a claimed row stays leased to the relay that claimed it (a dead relay's rows come back). */
export const DEFAULT_CLAIM_LEASE_MS = 60_000;

type OutboxRow = typeof leadOutbox.$inferSelect;

const toEntry = (row: OutboxRow): OutboxEntry => ({
  leadId: row.leadId,
  site: row.site,
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt,
  lastError: row.lastError,
});

const toTarget = (row: typeof leadDeliveryTargets.$inferSelect): TargetDelivery => ({
  leadId: row.leadId,
  target: row.target as TargetDelivery["target"],
  state: row.state,
  lastError: row.lastError,
  updatedAt: row.updatedAt,
});

type Mark = { leadId: string; now: Date };

/**
 * Leads and their outbox (issue 4 §3): a lead and its outbox row are committed
 * together, and create() resolves only after that commit. Concurrent submits share
 * one statement (group-commit.ts).
 */
export function drizzleLeadRepository(db: StoreDb): LeadRepository {
  const createMany = (submits: Submit[]): Promise<Created[]> =>
    createLeads(db, submits.map(newRow));
  const createOne = (submit: Submit): Promise<Created> => createMany([submit]).then(onlyAnswer);

  const submit = groupCommit(createOne, createMany);

  /** Marks leads delivered in one statement; the group's latest clock reading stands for all. */
  const markDeliveredMany = async (marks: Mark[]): Promise<undefined[]> => {
    const now = new Date(Math.max(...marks.map((m) => m.now.getTime())));
    await db
      .update(leadOutbox)
      .set({ state: "delivered", deliveredAt: now, lastError: null, updatedAt: now })
      .where(
        and(
          inArray(
            leadOutbox.leadId,
            marks.map((m) => m.leadId),
          ),
          eq(leadOutbox.state, "pending"),
        ),
      );
    return marks.map(() => undefined);
  };
  // A relay delivers a claimed batch at once; their marks share a commit as submits do.
  const markDelivered = groupCommit(
    (mark: Mark) => markDeliveredMany([mark]).then(() => undefined),
    markDeliveredMany,
  );

  return {
    create(input, now, router) {
      if (router?.team) return createRoutedToTeam(db, input, now, { ...router, team: router.team });
      if (!router) return submit({ input, now });
      const { turns: _none, ...ownership } = router.route(NO_TURNS);
      return submit({ input: { ...input, ...ownership }, now });
    },

    async get(site, id) {
      const [row] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.site, site), eq(leads.id, id)))
        .limit(1);
      return row ? toLead(row) : null;
    },

    async list(site, opts = {}) {
      const rows = await db
        .select()
        .from(leads)
        .where(eq(leads.site, site))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(opts.limit ?? 100);
      return rows.map(toLead);
    },

    async listByPhone(site, phone, opts = {}) {
      const rows = await db
        .select()
        .from(leads)
        .where(and(eq(leads.site, site), sql`${leads.payload} ->> 'phone' = ${phone}`))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(opts.limit ?? 100);
      return rows.map(toLead);
    },

    async listByUser(site, userId, opts = {}) {
      const rows = await db
        .select()
        .from(leads)
        .where(and(eq(leads.site, site), eq(leads.userId, userId)))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(opts.limit ?? 100);
      return rows.map(toLead);
    },

    async claimDue(now, limit, leaseMs = DEFAULT_CLAIM_LEASE_MS) {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      // One statement claims the due rows (the queue pattern: a locked row is skipped, so two
      // relays never take the same lead) and leases them; no explicit transaction around it.
      const due = db
        .select({ leadId: leadOutbox.leadId })
        .from(leadOutbox)
        .where(and(eq(leadOutbox.state, "pending"), lte(leadOutbox.nextAttemptAt, now)))
        .orderBy(asc(leadOutbox.nextAttemptAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      const claimed = await db
        .update(leadOutbox)
        .set({
          attempts: sql`${leadOutbox.attempts} + 1`,
          nextAttemptAt: leaseUntil,
          updatedAt: now,
        })
        .where(and(inArray(leadOutbox.leadId, due), eq(leadOutbox.state, "pending")))
        .returning();
      if (claimed.length === 0) return [];
      const rows = await db
        .select()
        .from(leads)
        .where(
          inArray(
            leads.id,
            claimed.map((c) => c.leadId),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return claimed
        .flatMap((entry) => {
          const lead = byId.get(entry.leadId);
          return lead ? [{ ...toEntry(entry), lead: toLead(lead) }] : [];
        })
        .sort((a, b) => a.lead.createdAt.getTime() - b.lead.createdAt.getTime());
    },

    async extendLease(leadIds, leasedUntil, until) {
      if (leadIds.length === 0) return [];
      const rows = await db
        .update(leadOutbox)
        .set({ nextAttemptAt: until })
        .where(
          and(
            inArray(leadOutbox.leadId, leadIds),
            eq(leadOutbox.state, "pending"),
            eq(leadOutbox.nextAttemptAt, leasedUntil),
          ),
        )
        .returning({ leadId: leadOutbox.leadId });
      return rows.map((r) => r.leadId);
    },

    markDelivered(leadId, now) {
      return markDelivered({ leadId, now });
    },

    async targetStates(leadIds) {
      if (leadIds.length === 0) return [];
      const rows = await db
        .select()
        .from(leadDeliveryTargets)
        .where(inArray(leadDeliveryTargets.leadId, leadIds));
      return rows.map(toTarget);
    },

    async markTarget(leadId, target, state, error, now) {
      await db
        .insert(leadDeliveryTargets)
        .values({ leadId, target, state, lastError: error, updatedAt: now })
        .onConflictDoUpdate({
          target: [leadDeliveryTargets.leadId, leadDeliveryTargets.target],
          set: { state, lastError: error, updatedAt: now },
        });
    },

    async markFailed(leadId, error, nextAttemptAt) {
      await db
        .update(leadOutbox)
        .set(
          nextAttemptAt
            ? { lastError: error, nextAttemptAt, updatedAt: sql`now()` }
            : { lastError: error, state: "dead", updatedAt: sql`now()` },
        )
        .where(and(eq(leadOutbox.leadId, leadId), eq(leadOutbox.state, "pending")));
    },

    async outbox(site, state) {
      const rows = await db
        .select()
        .from(leadOutbox)
        .where(
          state
            ? and(eq(leadOutbox.site, site), eq(leadOutbox.state, state))
            : eq(leadOutbox.site, site),
        )
        .orderBy(asc(leadOutbox.nextAttemptAt), asc(leadOutbox.leadId));
      const targets = await db
        .select({ target: leadDeliveryTargets })
        .from(leadDeliveryTargets)
        .innerJoin(leadOutbox, eq(leadOutbox.leadId, leadDeliveryTargets.leadId))
        .where(
          state
            ? and(eq(leadOutbox.site, site), eq(leadOutbox.state, state))
            : eq(leadOutbox.site, site),
        )
        .orderBy(asc(leadDeliveryTargets.target));
      const byLead = new Map<string, TargetDelivery[]>();
      for (const { target } of targets) {
        const list = byLead.get(target.leadId) ?? [];
        list.push(toTarget(target));
        byLead.set(target.leadId, list);
      }
      return rows.map((row) => {
        const own = byLead.get(row.leadId);
        return own ? { ...toEntry(row), targets: own } : toEntry(row);
      });
    },

    async retry(site, leadId, now) {
      // Its dead targets first: were the lead's own reset to fail, a dead lead is left as it was.
      await db
        .update(leadDeliveryTargets)
        .set({ state: "pending", updatedAt: now })
        .where(
          and(
            eq(leadDeliveryTargets.state, "dead"),
            inArray(
              leadDeliveryTargets.leadId,
              db
                .select({ leadId: leadOutbox.leadId })
                .from(leadOutbox)
                .where(
                  and(
                    eq(leadOutbox.site, site),
                    eq(leadOutbox.leadId, leadId),
                    inArray(leadOutbox.state, ["dead", "pending"]),
                  ),
                ),
            ),
          ),
        );
      const rows = await db
        .update(leadOutbox)
        .set({ state: "pending", attempts: 0, nextAttemptAt: now, updatedAt: now })
        .where(
          and(
            eq(leadOutbox.site, site),
            eq(leadOutbox.leadId, leadId),
            inArray(leadOutbox.state, ["dead", "pending"]),
          ),
        )
        .returning({ leadId: leadOutbox.leadId });
      return rows.length > 0;
    },
  };
}
