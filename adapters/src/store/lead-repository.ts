import {
  type LeadRepository,
  type LeadRouter,
  NO_TURNS,
  type OutboxEntry,
  type StoredLead,
  type TargetDelivery,
} from "@forecourt/core";
import { and, asc, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { groupCommit } from "./group-commit";
import { rowsOf } from "./migrate";
import { leadDeliveryTargets, leadOutbox, leadRoundRobin, leads } from "./schema";

/** How long a claimed row stays leased to the relay that claimed it (a dead relay's rows come back). */
export const DEFAULT_CLAIM_LEASE_MS = 60_000;

type LeadRow = typeof leads.$inferSelect;
type OutboxRow = typeof leadOutbox.$inferSelect;

const toLead = (row: LeadRow): StoredLead => ({
  id: row.id,
  site: row.site,
  kind: row.kind,
  payload: row.payload,
  idempotencyKey: row.idempotencyKey,
  requestHash: row.requestHash,
  userId: row.userId,
  createdAt: row.createdAt,
  ownerId: row.ownerId,
  teamId: row.teamId,
  firstResponseDueAt: row.firstResponseDueAt,
  firstResponseAt: row.firstResponseAt,
  spamState: row.spamState,
  spamScore: row.spamScore,
  spamReasons: row.spamReasons,
  humanCheck: row.humanCheck,
});

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

type CreateInput = Parameters<LeadRepository["create"]>[0];
type Submit = { input: CreateInput; now: Date };
type Created = Awaited<ReturnType<LeadRepository["create"]>>;
type Mark = { leadId: string; now: Date };

const newRow = ({ input, now }: Submit) => ({
  id: crypto.randomUUID(),
  site: input.site,
  kind: input.kind,
  payload: input.payload,
  idempotencyKey: input.idempotencyKey,
  requestHash: input.requestHash ?? null,
  userId: input.userId ?? null,
  status: "new",
  createdAt: now,
  ownerId: input.ownerId ?? null,
  teamId: input.teamId ?? null,
  firstResponseDueAt: input.firstResponseDueAt ?? null,
  firstResponseAt: null,
  spamState: input.spamState ?? null,
  spamScore: input.spamScore ?? 0,
  spamReasons: input.spamReasons ?? [],
  humanCheck: input.humanCheck ?? null,
});

/** The store or an open transaction: leads are inserted in either. */
type Tx = Parameters<Parameters<StoreDb["transaction"]>[0]>[0];
type Executor = StoreDb | Tx;

/**
 * Leads and their pending outbox rows (due at once) in one call of the store's
 * `insert_leads_with_outbox` (migration 0013): atomic on its own, so no BEGIN and COMMIT round
 * trips outside a transaction, and planned once per connection. The batch travels as one JSON
 * parameter: the call is the same for 1 lead or 64, and nothing is built per value. Returns the
 * ids inserted; a key repeated in the batch or seen before inserts nothing.
 */
async function insertLeadsWithOutbox(db: Executor, rows: LeadRow[]): Promise<Set<string>> {
  const input = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      site: row.site,
      kind: row.kind,
      payload: row.payload,
      idempotency_key: row.idempotencyKey,
      request_hash: row.requestHash,
      user_id: row.userId,
      created_at: row.createdAt.toISOString(),
      owner_id: row.ownerId,
      team_id: row.teamId,
      first_response_due_at: row.firstResponseDueAt?.toISOString() ?? null,
      // Issue 34 §4: a spam lead is stored without an outbox row (migration 0024).
      spam_state: row.spamState,
      spam_score: row.spamScore,
      spam_reasons: row.spamReasons,
      human_check: row.humanCheck,
    })),
  );
  const result = await db.execute(
    sql`SELECT id FROM insert_leads_with_outbox(${input}::jsonb) AS inserted(id)`,
  );
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/**
 * Inserts the leads with their outbox rows and answers each with its new lead, or, when its
 * idempotency key was seen (before, or earlier in the batch), with the first lead of that key.
 */
async function createLeads(db: Executor, rows: LeadRow[]): Promise<Created[]> {
  const stored = await insertLeadsWithOutbox(db, rows);
  const seen = rows.filter((row) => !stored.has(row.id));
  // Those first leads are committed by now: the unique index waited for them.
  const earlier =
    seen.length === 0
      ? []
      : await db
          .select()
          .from(leads)
          .where(
            or(
              ...seen.map((row) =>
                and(eq(leads.site, row.site), eq(leads.idempotencyKey, row.idempotencyKey ?? "")),
              ),
            ),
          );
  return rows.map((row): Created => {
    if (stored.has(row.id)) return { lead: toLead(row), created: true };
    const first = earlier.find(
      (e) => e.site === row.site && e.idempotencyKey === row.idempotencyKey,
    );
    if (!first) throw new Error("idempotent lead vanished between insert and read");
    return { lead: toLead(first), created: false };
  });
}

/**
 * A lead and its pending outbox row in the caller's transaction (reservations, whose reserve
 * lead commits with the reservation). With an idempotency key already seen for the site,
 * inserts nothing and returns the first lead.
 */
export async function insertLeadWithOutbox(
  tx: Tx,
  input: Omit<StoredLead, "id" | "createdAt">,
  now: Date,
  router?: LeadRouter,
): Promise<Created> {
  if (router?.team) return insertRoutedToTeam(tx, input, now, { ...router, team: router.team });
  if (router) {
    const { turns: _none, ...ownership } = router.route(NO_TURNS);
    return onlyAnswer(await createLeads(tx, [newRow({ input: { ...input, ...ownership }, now })]));
  }
  return onlyAnswer(await createLeads(tx, [newRow({ input, now })]));
}

/**
 * Issue 34 §1: a lead routed to a team, in one transaction: the team's round-robin row is locked
 * (created at its start when new), the router picks the owner from it, the lead is stored, and
 * the position moves on only when the lead was stored (a replayed key takes no turn).
 */
async function createRoutedToTeam(
  db: StoreDb,
  input: CreateInput,
  now: Date,
  router: LeadRouter & { team: string },
): Promise<Created> {
  return db.transaction((tx) => insertRoutedToTeam(tx, input, now, router));
}

/** createRoutedToTeam's work inside the caller's transaction (a reservation's too). */
async function insertRoutedToTeam(
  tx: Tx,
  input: CreateInput,
  now: Date,
  router: LeadRouter & { team: string },
): Promise<Created> {
  const key = and(eq(leadRoundRobin.site, input.site), eq(leadRoundRobin.team, router.team));
  await tx
    .insert(leadRoundRobin)
    .values({ site: input.site, team: router.team, turns: NO_TURNS })
    .onConflictDoNothing();
  const [row] = await tx.select().from(leadRoundRobin).where(key).for("update");
  const { turns, ...ownership } = router.route(row?.turns ?? NO_TURNS);
  const created = onlyAnswer(
    await createLeads(tx, [newRow({ input: { ...input, ...ownership }, now })]),
  );
  if (created.created && turns) await tx.update(leadRoundRobin).set({ turns }).where(key);
  return created;
}

function onlyAnswer([created]: Created[]): Created {
  if (!created) throw new Error("a lead insert had no answer");
  return created;
}

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
