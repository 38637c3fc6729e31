import { rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import {
  type FrontendMessage,
  FrontendMessageReader,
  ReadyForQueryWatcher,
  SYNC,
  simpleQuery,
} from "./wire-messages";

export interface WireServerOptions {
  /** A client holding the store inside a transaction and silent this long is cut off (rolled back). */
  idleInTransactionMs?: number;
  /** On close, how long a client in the middle of a statement or transaction may take to finish it. */
  closeGraceMs?: number;
  /**
   * Hears each NOTIFY a client's work committed (a command's import): PGlite is one session, so
   * the notice goes out on that client's stream, not to the owner's own `listen()`.
   */
  onNotification?: (channel: string, payload: string) => void;
}

export interface WireServer {
  /** Refuses new clients, lets a client finish the unit of work it is in (up to the grace), drops the rest, removes the socket. */
  close(): Promise<void>;
}

/**
 * Takes PGlite's transaction mutex and holds it until the returned function is called. The
 * owner's own query(), exec() and transaction() each hold this mutex for their whole length, so
 * while a client holds it, the owner's work waits, and a client never starts inside an owner's
 * transaction (PGlite is one backend session: interleaving would mix the two).
 */
function takeStore(db: PGlite): Promise<() => void> {
  return new Promise((taken) => {
    void db._runExclusiveTransaction(() => new Promise<void>((release) => taken(release)));
  });
}

/**
 * Serves an open PGlite to other processes over the PostgreSQL wire protocol on a Unix socket,
 * so a command line beside a running server uses the same embedded store through node-postgres.
 * Each client's unit of work — from its first message until PGlite reports the session idle
 * again (ReadyForQuery 'I'), so a whole transaction or extended-protocol sequence — runs with the
 * store to itself: the owner's work and other clients' wait, and it never lands inside theirs.
 */
export async function servePgliteOnSocket(
  db: PGlite,
  socketPath: string,
  options: WireServerOptions = {},
): Promise<WireServer> {
  const idleInTransactionMs = options.idleInTransactionMs ?? 30_000;
  const closeGraceMs = options.closeGraceMs ?? 10_000;
  const sessions = new Set<Session>();
  let closing = false;

  interface Session {
    socket: Socket;
    /** Releases the store while this client holds it. */
    release: (() => void) | null;
    /** Every message of this client, handled in order. */
    chain: Promise<void>;
    closed: boolean;
    /** Settles once the client is gone and its clean-up is done. */
    ended: Promise<void>;
  }

  async function runOnStore(session: Session, bytes: Uint8Array, watcher: ReadyForQueryWatcher) {
    await db.runExclusive(() =>
      db.execProtocolRawStream(bytes, {
        onRawData: (chunk) => {
          watcher.feed(chunk);
          if (!session.socket.destroyed) session.socket.write(Buffer.from(chunk));
        },
      }),
    );
  }

  function letGo(session: Session) {
    session.release?.();
    session.release = null;
  }

  async function handle(session: Session, message: FrontendMessage, watcher: ReadyForQueryWatcher) {
    if (session.closed) return;
    switch (message.kind) {
      case "encryption-request":
        session.socket.write("N"); // no TLS on a local socket
        return;
      case "cancel-request":
      case "terminate":
        session.socket.end();
        return;
    }
    session.release ??= await takeStore(db);
    if (session.closed) return; // the clean-up queued behind this message lets go of the store
    watcher.reset();
    await runOnStore(session, message.bytes, watcher);
    if (watcher.status === "I") {
      letGo(session);
      if (closing) session.socket.destroy();
    }
  }

  /** A client gone in the middle of its work: end what it left open, then let the owner go on. */
  async function cleanUp(session: Session) {
    if (!session.release) return;
    const discard = new ReadyForQueryWatcher();
    try {
      await runOnStore(session, SYNC, discard);
      if (db.isInTransaction()) await runOnStore(session, simpleQuery("ROLLBACK"), discard);
    } finally {
      letGo(session);
    }
  }

  function attach(socket: Socket) {
    if (closing) {
      socket.destroy();
      return;
    }
    let ended = () => {};
    const session: Session = {
      socket,
      release: null,
      chain: Promise.resolve(),
      closed: false,
      ended: new Promise((resolve) => {
        ended = resolve;
      }),
    };
    sessions.add(session);
    const reader = new FrontendMessageReader();
    const watcher = new ReadyForQueryWatcher(options.onNotification);
    let idleTimer: NodeJS.Timeout | undefined;
    const enqueue = (work: () => Promise<void>) => {
      session.chain = session.chain.then(work).catch(() => {
        socket.destroy();
      });
    };
    socket.on("data", (data) => {
      clearTimeout(idleTimer);
      let messages: FrontendMessage[];
      try {
        messages = reader.push(data);
      } catch {
        socket.destroy();
        return;
      }
      for (const message of messages) {
        enqueue(() => {
          // Only silence counts: a long statement of this client is not idleness.
          clearTimeout(idleTimer);
          return handle(session, message, watcher);
        });
      }
      enqueue(async () => {
        // Holding the store and waiting for the client: a client that hangs must not stop the owner.
        if (session.release && !session.closed) {
          clearTimeout(idleTimer);
          idleTimer = setTimeout(() => socket.destroy(), idleInTransactionMs);
          idleTimer.unref();
        }
      });
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      clearTimeout(idleTimer);
      session.closed = true;
      enqueue(() => cleanUp(session));
      void session.chain.finally(() => {
        sessions.delete(session);
        ended();
      });
    });
  }

  const server = createServer(attach);
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });

  return {
    async close() {
      if (closing) return;
      closing = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socketPath, { force: true });
      // Idle clients go now; one in the middle of its work finishes it (the store is consistent
      // either way: cut off, it is rolled back).
      for (const session of sessions) if (!session.release) session.socket.destroy();
      const deadline = setTimeout(() => {
        for (const session of sessions) session.socket.destroy();
      }, closeGraceMs);
      deadline.unref();
      await Promise.all([...sessions].map((s) => s.ended));
      clearTimeout(deadline);
      await stopped;
    },
  };
}
