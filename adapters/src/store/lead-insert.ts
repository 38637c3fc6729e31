import { type LeadRepository, type LeadRouter, NO_TURNS, type StoredLead } from "@forecourt/core";
import { and, eq, or, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { rowsOf } from "./migrate";
import { leadRoundRobin, leads } from "./schema";

/**
 * Inserting leads with their outbox rows, in one statement of the store's
 * insert_leads_with_outbox, and routed to an owner (issue 34): the write half of the lead
 * repository, shared with reservations, whose reserve lead commits in their transaction.
 */

type LeadRow = typeof leads.$inferSelect;

export const toLead = (row: LeadRow): StoredLead => ({
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

export type CreateInput = Parameters<LeadRepository["create"]>[0];
export type Submit = { input: CreateInput; now: Date };
export type Created = Awaited<ReturnType<LeadRepository["create"]>>;

export const newRow = ({ input, now }: Submit) => ({
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
export async function createLeads(db: Executor, rows: LeadRow[]): Promise<Created[]> {
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
export async function createRoutedToTeam(
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

export function onlyAnswer([created]: Created[]): Created {
  if (!created) throw new Error("a lead insert had no answer");
  return created;
}
