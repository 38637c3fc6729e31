import { sql } from "drizzle-orm";
import { openPglite, openPostgres, type StoreConnection } from "./connection";

/** A database for one test block: its connection, raw SQL for setting up failures, and cleanup. */
export interface TestDatabase {
  connection: StoreConnection;
  exec(statement: string): Promise<void>;
  dispose(): Promise<void>;
}

/** A fresh in-memory PGlite. */
export async function pgliteTestDatabase(): Promise<TestDatabase> {
  const connection = await openPglite(":memory:");
  return {
    connection,
    exec: async (statement) => void (await connection.db.execute(sql.raw(statement))),
    dispose: () => connection.close().catch(() => {}),
  };
}

/** The PostgreSQL URL for integration tests, or undefined when none is configured. */
export const testDatabaseUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/**
 * A fresh schema on the test PostgreSQL, so parallel test files (and the relay's
 * cross-site claims) never see each other's rows. Returns the URL pinned to it.
 */
export async function postgresTestSchema(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.db.execute(sql.raw(`CREATE SCHEMA ${name}`));
  await admin.close();
  const pinned = new URL(url);
  pinned.searchParams.set("options", `-c search_path=${name}`);
  return {
    url: pinned.toString(),
    async drop() {
      const cleaner = await openPostgres(url, { max: 1 });
      await cleaner.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${name} CASCADE`));
      await cleaner.close();
    },
  };
}

/** A fresh schema on the test PostgreSQL with its own pool. */
export async function postgresTestDatabase(url: string): Promise<TestDatabase> {
  const schema = await postgresTestSchema(url);
  const connection = await openPostgres(schema.url);
  return {
    connection,
    exec: async (statement) => void (await connection.db.execute(sql.raw(statement))),
    async dispose() {
      await connection.close().catch(() => {});
      await schema.drop();
    },
  };
}
