import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { drizzleClient } from "./pglite-parsers";
import { servePgliteOnSocket } from "./pglite-wire-server";
import { ownerOnlyTree, PRIVATE_DIR_MODE, privateDataDir } from "./private-data-dir";
import { storeSchema } from "./schema";
import {
  chooseSocketDir,
  type OwnerSocket,
  publishOwnerSocket,
  readOwnerSocket,
  SOCKET_PORT,
  type StoreRole,
  socketPathOf,
} from "./store-socket";

/** The one database type every repository is written against (PGlite and node-postgres alike). */
export type StoreDb = PgDatabase<PgQueryResultHKT, typeof storeSchema>;

export interface StoreConnection {
  kind: "pglite" | "postgres";
  db: StoreDb;
  /**
   * LISTENs on `channel`. PostgreSQL: over a connection of its own (a pooled one would be
   * handed back); `onLost` is called when that connection drops, and the caller listens again.
   * Embedded PGlite, in the process owning it: hears its own writes' notices and those of the
   * processes reaching it through its socket (the CLI's import). Absent on a store reached
   * through its owner's socket: such a process polls.
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

export interface EmbeddedOptions {
  /** How this process shares a store another process has open (StoreRole); default "command". */
  role?: StoreRole;
  /** How long a command waits for an owner that is still starting to publish its socket (30 s). */
  waitForSocketMs?: number;
  /** Told once when a server waits for a command to finish with the store. */
  onWait?: (ownerPid: number) => void;
}

/**
 * Embedded PGlite: on disk under `<dataDir>/pglite`, or in memory for ":memory:".
 * PGlite is one connection: transactions queue, which gives the outbox its row locking.
 * One process owns the folder and serves the store on a Unix socket beside its lock; another
 * process (the CLI beside a running site) reaches the same store through that socket.
 */
export async function openPglite(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<StoreConnection> {
  if (isMemoryDir(dataDir)) return pgliteConnection(new PGlite(), new NoticeHub(), async () => {});
  const dir = join(dataDir, "pglite");
  privateDataDir(dataDir); // issue 30 §12: 0700 folders, 0600 files
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const role = options.role ?? "command";
  const deadline = Date.now() + (options.waitForSocketMs ?? 30_000);
  let told = false;
  for (;;) {
    let release: () => void;
    try {
      // Two PGlite instances on one directory corrupt it: one process owns it.
      release = lockDataDir(dir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      const owner = readOwnerSocket(dir);
      // A server never leans on a command's store: it would be gone when the command exits.
      if (owner?.pid === error.pid && (role === "command" || owner.role === "server")) {
        const connection = await connectToOwner(owner);
        if (connection) return connection;
      }
      if (role === "command" && Date.now() > deadline) throw error;
      if (role === "server" && !told) {
        told = true;
        options.onWait?.(error.pid);
      }
      await sleep(100);
      continue;
    }
    return ownPgliteDir(dir, role, release);
  }
}

/** This process owns the folder: opens PGlite there and serves it to the other processes. */
async function ownPgliteDir(
  dir: string,
  role: StoreRole,
  release: () => void,
): Promise<StoreConnection> {
  const client = new PGlite(dir);
  const notices = new NoticeHub();
  const serving: Array<() => Promise<void> | void> = [];
  const stopServing = async () => {
    // Withdraw the record first, then the socket (finishing a client's work), then its folder.
    for (const stop of serving.splice(0).reverse()) await stop();
  };
  try {
    await client.waitReady;
    ownerOnlyTree(dir); // issue 30 §12: PGlite makes its files 0666
    const socket = chooseSocketDir(dir);
    serving.push(socket.remove);
    const owner: OwnerSocket = {
      pid: process.pid,
      role,
      socketDir: socket.socketDir,
      port: SOCKET_PORT,
    };
    const server = await servePgliteOnSocket(client, socketPathOf(owner), {
      onNotification: (channel, payload) => notices.deliver(channel, payload),
    });
    serving.push(() => server.close());
    const withdraw = publishOwnerSocket(dir, owner);
    serving.push(withdraw);
    // A process that exits without close() (the site on Ctrl-C) still takes its socket, record
    // and lock with it; PGlite recovers its files on the next open as after a crash.
    const onExit = () => {
      withdraw();
      rmSync(socketPathOf(owner), { force: true });
      socket.remove();
      release();
    };
    process.once("exit", onExit);
    serving.push(() => {
      process.off("exit", onExit);
    });
  } catch (error) {
    await stopServing().catch(() => {});
    await client.close().catch(() => {});
    release();
    throw error;
  }
  return pgliteConnection(client, notices, stopServing, () => {
    ownerOnlyTree(dir);
    release();
  });
}

/** The owner's listeners per channel, for the notices its socket's clients commit. */
class NoticeHub {
  private readonly byChannel = new Map<string, Set<(payload: string) => void>>();

  add(channel: string, listener: (payload: string) => void): () => void {
    const set = this.byChannel.get(channel) ?? new Set();
    set.add(listener);
    this.byChannel.set(channel, set);
    return () => set.delete(listener);
  }

  /** Delivered after the client's unit of work lets go of the store, not inside it. */
  deliver(channel: string, payload: string): void {
    const set = this.byChannel.get(channel);
    if (!set) return;
    setImmediate(() => {
      for (const listener of set) listener(payload);
    });
  }
}

function pgliteConnection(
  client: PGlite,
  notices: NoticeHub,
  beforeClose: () => Promise<void>,
  afterClose: () => void = () => {},
): Promise<StoreConnection> {
  return client.waitReady.then(
    () => {
      const db = drizzlePglite({
        client: drizzleClient(client),
        schema: storeSchema,
      }) as unknown as StoreDb;
      let closed = false;
      const listen: NonNullable<StoreConnection["listen"]> = async (channel, onNotify) => {
        // The owner's own writes reach PGlite's listen(); its socket clients' reach the hub.
        const unlisten = await client.listen(channel, onNotify);
        const unhub = notices.add(channel, onNotify);
        return async () => {
          unhub();
          if (!closed) await unlisten().catch(() => {});
        };
      };
      return {
        kind: "pglite",
        db,
        listen,
        close: async () => {
          if (closed) return;
          closed = true;
          try {
            await beforeClose();
            await client.close();
          } finally {
            afterClose();
          }
        },
      };
    },
    (error) => {
      afterClose();
      throw error;
    },
  );
}

/**
 * The store another process owns, through its socket: one node-postgres connection (PGlite runs
 * one unit of work at a time anyway). Null when the owner does not answer (it is stopping).
 */
async function connectToOwner(owner: OwnerSocket): Promise<StoreConnection | null> {
  const connection = await openPool(
    {
      host: owner.socketDir,
      port: owner.port,
      user: "postgres",
      database: "postgres",
      max: 1,
      // The owner answers once its current unit of work is done (an import's transaction).
      connectionTimeoutMillis: 60_000,
    },
    "pglite",
  );
  try {
    await connection.db.execute("SELECT 1");
    return connection;
  } catch {
    await connection.close().catch(() => {});
    return null;
  }
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
  return openPool(
    {
      connectionString,
      max: opts.max ?? 10,
      connectionTimeoutMillis: timeouts.acquireMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
    },
    "postgres",
  );
}

async function openPool(
  config: pg.PoolConfig,
  kind: StoreConnection["kind"],
): Promise<StoreConnection> {
  const pool = new pg.Pool(config);
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // A client that dies while checked out rejects its query; its 'error' event must not crash the process.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePostgres({ client: pool, schema: storeSchema }) as unknown as StoreDb;
  let closed = false;
  // LISTEN only on PostgreSQL: a store reached through its owner's socket learns of changes
  // the way the owner does (the stock and site versions), not by notification.
  const listen: StoreConnection["listen"] =
    kind !== "postgres"
      ? undefined
      : async (channel, onNotify, onLost) => {
          const client = new pg.Client({
            connectionString: config.connectionString,
            connectionTimeoutMillis: 5_000,
          });
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
        };
  return {
    kind,
    db,
    ...(listen ? { listen } : {}),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
