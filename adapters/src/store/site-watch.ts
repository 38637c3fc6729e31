import { listenToChannel } from "./channel-listener";
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

/** How often the version is compared where the store cannot notify (a store reached through its owner's socket). */
const UNNOTIFIED_POLL_MS = 1_000;
/** Where the store notifies, the version check only backs up LISTEN (a dropped connection, a lost notice). */
const NOTIFIED_POLL_MS = 5_000;

/**
 * Site changes reach every instance within about a second: a write's NOTIFY arrives on commit
 * through LISTEN (PostgreSQL, and the embedded PGlite in the process owning it, which hears
 * the writes other processes make through its socket); the sites table's version is also polled.
 */
export function createSiteWatch(
  connection: Pick<StoreConnection, "listen">,
  version: () => Promise<string>,
  onError: (error: unknown) => void = () => {},
): SiteWatch {
  const listeners = new Set<() => void>();
  let last: string | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
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
  // A dropped connection may have lost a notice: caches are dropped at once (onLost).
  const channel = listenToChannel(connection, SITES_CHANNEL, {
    onNotify: emit,
    onLost: emit,
    onError,
  });

  async function check(): Promise<void> {
    const now = await version();
    const changed = last !== undefined && now !== last;
    last = now;
    if (changed) emit();
  }

  return {
    async start(options = {}) {
      if (running) return;
      running = true;
      await check();
      await channel.start();
      const pollMs = options.pollMs ?? (connection.listen ? NOTIFIED_POLL_MS : UNNOTIFIED_POLL_MS);
      timer = setInterval(() => void check().catch(onError), pollMs);
      timer.unref?.();
    },
    async stop() {
      running = false;
      if (timer) clearInterval(timer);
      timer = undefined;
      await channel.stop();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
