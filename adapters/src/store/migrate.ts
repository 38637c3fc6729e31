import { sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { migrations } from "./migrations/index";

/** An arbitrary constant: the advisory lock that serialises migrators of several processes. */
const MIGRATION_LOCK = 4_711_021;

/**
 * Applies the migrations this database has not seen, all in one transaction:
 * a failure leaves the schema as it was. Safe to run from several processes at once.
 */
export async function migrate(db: StoreDb): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const result = await tx.execute(sql`SELECT id FROM schema_migrations`);
    const done = new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      // One statement per call: PGlite's extended protocol takes a single statement.
      for (const statement of migration.sql.split(/;\s*\n/)) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`);
      applied.push(migration.id);
    }
    return applied;
  });
}

/** node-postgres and PGlite both return `{ rows }` from execute. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
