import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { storeSchema } from "./schema";

/** The one database type every repository is written against (PGlite and node-postgres alike). */
export type StoreDb = PgDatabase<PgQueryResultHKT, typeof storeSchema>;

export interface StoreConnection {
  kind: "pglite" | "postgres";
  db: StoreDb;
  close(): Promise<void>;
}

/** True for the in-memory PGlite data dir used by tests. */
export const isMemoryDir = (dataDir: string) => dataDir === ":memory:" || dataDir === "memory://";

/**
 * Embedded PGlite: on disk under `<dataDir>/pglite`, or in memory for ":memory:".
 * PGlite is one connection: transactions queue, which gives the outbox its row locking.
 */
export async function openPglite(dataDir: string): Promise<StoreConnection> {
  let client: PGlite;
  let release = () => {};
  if (isMemoryDir(dataDir)) {
    client = new PGlite();
  } else {
    const dir = join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    // Two PGlite instances on one directory corrupt it: refuse a second process.
    release = lockDataDir(dir);
    client = new PGlite(dir);
  }
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema: storeSchema }) as unknown as StoreDb;
  let closed = false;
  return {
    kind: "pglite",
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * How long the store waits before giving up, so a frozen or overloaded database turns a
 * request into a 503 within 5 s instead of hanging it (issue 16 §1). The statement timeout
 * is the server's own; the query timeout is the client's, for a server that cannot even
 * cancel (stopped with SIGSTOP); acquire covers a new connection and a wait for a free one.
 */
export const POSTGRES_TIMEOUTS = { statementMs: 3_000, queryMs: 3_500, acquireMs: 2_000 };

/** PostgreSQL through a node-postgres pool (DATABASE_URL); many processes may share one database. */
export async function openPostgres(
  connectionString: string,
  opts: { max?: number; timeouts?: Partial<typeof POSTGRES_TIMEOUTS> } = {},
): Promise<StoreConnection> {
  const timeouts = { ...POSTGRES_TIMEOUTS, ...opts.timeouts };
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
  });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // A client that dies while checked out rejects its query; its 'error' event must not crash the process.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePostgres({ client: pool, schema: storeSchema }) as unknown as StoreDb;
  let closed = false;
  return {
    kind: "postgres",
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
