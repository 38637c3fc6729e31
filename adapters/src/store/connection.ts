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
  /**
   * PostgreSQL only: LISTENs on `channel` over a connection of its own (a pooled one would be
   * handed back); `onLost` is called when that connection drops, and the caller listens again.
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
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

/** PostgreSQL through a node-postgres pool (DATABASE_URL); many processes may share one database. */
export async function openPostgres(
  connectionString: string,
  opts: { max?: number } = {},
): Promise<StoreConnection> {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5_000,
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
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
      let ended = false;
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      });
      client.on("error", (error) => {
        if (!ended) onLost(error);
      });
      client.on("end", () => {
        if (!ended) onLost(new Error("the LISTEN connection ended"));
      });
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return async () => {
        ended = true;
        await client.end().catch(() => {});
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
