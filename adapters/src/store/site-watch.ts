import type { StoreConnection } from "./connection";
import { SITES_CHANNEL } from "./site-repository";

/** Tells a running instance that some site was created, changed or deleted (by any process). */
export interface SiteWatch {
  /** Starts watching; the first version read is the baseline (no change is reported for it). */
  start(options?: { pollMs?: number }): Promise<void>;
  stop(): Promise<void>;
  /** `listener` runs after each change seen; returns its unsubscribe. */
  onChange(listener: () => void): () => void;
}

/** How often the version is compared: the embedded PGlite has no other way in. */
const PGLITE_POLL_MS = 1_000;
/** On PostgreSQL the version check only backs up LISTEN (a dropped connection, a lost notice). */
const POSTGRES_POLL_MS = 5_000;
/** A dropped LISTEN connection is opened again after this long. */
const RELISTEN_MS = 1_000;

/**
 * Site changes reach every instance within about a second: on PostgreSQL a write's NOTIFY
 * arrives on commit through LISTEN; everywhere the sites table's version is also polled, which
 * is all the embedded PGlite needs (one process owns its data directory).
 */
export function createSiteWatch(
  connection: Pick<StoreConnection, "listen">,
  version: () => Promise<string>,
  onError: (error: unknown) => void = () => {},
): SiteWatch {
  const listeners = new Set<() => void>();
  let last: string | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let relisten: ReturnType<typeof setTimeout> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let running = false;

  const emit = () => {
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        onError(error);
      }
    }
  };

  async function check(): Promise<void> {
    const now = await version();
    const changed = last !== undefined && now !== last;
    last = now;
    if (changed) emit();
  }

  function listenAgainSoon() {
    if (running && connection.listen) {
      relisten ??= setTimeout(() => {
        relisten = undefined;
        void listen();
      }, RELISTEN_MS);
    }
  }

  function lost(error: unknown) {
    onError(error);
    unlisten = undefined;
    // A notice may have been missed while the connection was down: drop caches now.
    emit();
    listenAgainSoon();
  }

  async function listen(): Promise<void> {
    if (!connection.listen || !running) return;
    try {
      const close = await connection.listen(SITES_CHANNEL, emit, lost);
      if (running) unlisten = close;
      else await close();
    } catch (error) {
      onError(error);
      listenAgainSoon();
    }
  }

  return {
    async start(options = {}) {
      if (running) return;
      running = true;
      await check();
      await listen();
      const pollMs = options.pollMs ?? (connection.listen ? POSTGRES_POLL_MS : PGLITE_POLL_MS);
      timer = setInterval(() => void check().catch(onError), pollMs);
      timer.unref?.();
    },
    async stop() {
      running = false;
      if (timer) clearInterval(timer);
      if (relisten) clearTimeout(relisten);
      timer = relisten = undefined;
      await unlisten?.();
      unlisten = undefined;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
