import type { AuditRepository, StaffRole } from "@forecourt/core";
import type { AuditAction, AuditEntry, NewAuditEntry } from "@forecourt/core/dealer/index";
import { and, desc, eq, lt } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { auditLog } from "./schema";

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  site: row.site,
  actor: { email: row.actorEmail, role: row.actorRole as StaffRole },
  action: row.action as AuditAction,
  target: row.target,
  before: row.before ?? null,
  after: row.after ?? null,
  at: row.at,
});

/** Appends one entry on `db` or on a transaction, so a change and its entry commit together. */
export async function insertAuditEntry(
  db: Pick<StoreDb, "insert">,
  entry: NewAuditEntry,
): Promise<AuditEntry> {
  const [row] = await db
    .insert(auditLog)
    .values({
      site: entry.site,
      actorEmail: entry.actor.email,
      actorRole: entry.actor.role,
      action: entry.action,
      target: entry.target,
      before: entry.before,
      after: entry.after,
      at: entry.at,
    })
    .returning();
  if (!row) throw new Error("audit_log insert returned no row");
  return toEntry(row);
}

/** The dealer console's audit log on the store (issue 17 §3): appended, read newest first. */
export function drizzleAuditRepository(db: StoreDb): AuditRepository {
  return {
    record: (entry) => insertAuditEntry(db, entry),
    async list(site, query = {}) {
      const limit = Math.min(Math.max(query.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
      const rows = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.site, site),
            query.beforeId === undefined ? undefined : lt(auditLog.id, query.beforeId),
            query.action === undefined ? undefined : eq(auditLog.action, query.action),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(limit);
      return rows.map(toEntry);
    },
  };
}
