import type { SearchPort, StockRepository } from "@forecourt/core";
import { listenToChannel } from "../store/channel-listener";
import type { StoreConnection } from "../store/connection";
import { STOCK_CHANNEL } from "../store/stock-repository";

/** Keeps a search index in step with the store's stock, whichever process changed it. */
export interface StockSync {
  /** Applies to the index every car changed in the store since the last sync; returns the sites touched. */
  sync(): Promise<string[]>;
  /** Cars indexed by the syncs so far, over every site. */
  indexedCount(): number;
  /**
   * Syncs on each stock notice of the store (and on listening again after a dropped
   * connection), and polls every `pollMs` for a missed one; changes after the first sync
   * reach the listeners.
   */
  start(options?: { pollMs?: number }): Promise<void>;
  stop(): Promise<void>;
  onChange(listener: (sites: string[]) => void): () => void;
}

/** Where the store sends stock notices, the poll only backs them up (a lost notice). */
export const NOTIFIED_POLL_MS = 30_000;
/** Where it cannot (a store reached through its owner's socket), polling is the only way in. */
export const UNNOTIFIED_POLL_MS = 1_000;

/**
 * The store is the source of truth (issue 3): an import by the CLI, a reservation or another
 * instance sharing the PostgreSQL changes it, and each running process applies the cars that
 * changed (StockRepository.changesSince) to its index, car by car (issue 20 §1): a change
 * costs the cars it touched, not the site. The first sync reads every car. A change reaches
 * a running process through the store's NOTIFY on commit (issue 20 §3): the notice is only a
 * wake-up, the catch-up query says what changed, so a notice lost or folded with others
 * (or a connection dropped and listened again) costs nothing but the next sync.
 */
export function createStockSync(
  stock: StockRepository,
  search: SearchPort,
  onError: (error: unknown) => void = () => {},
  notices: Pick<StoreConnection, "listen"> = {},
): StockSync {
  const indexed = new Map<string, Set<string>>();
  const listeners = new Set<(sites: string[]) => void>();
  let cursor: string | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<string[]> | null = null;
  /** A wake-up came while a sync ran: that sync may have read before the change committed. */
  let again = false;

  /** Reads the changed cars' current state: present ones are upserted, missing ones removed. */
  async function applySite(site: string, ids: readonly string[]): Promise<boolean> {
    const cars = await stock.getMany(site, ids);
    const mine = indexed.get(site) ?? new Set<string>();
    const present = new Set(cars.map((car) => car.id));
    const gone = ids.filter((id) => !present.has(id) && mine.has(id));
    if (cars.length === 0 && gone.length === 0) return false;
    if (cars.length > 0) await search.upsert(site, cars);
    if (gone.length > 0) await search.remove(site, gone);
    for (const id of present) mine.add(id);
    for (const id of gone) mine.delete(id);
    if (mine.size === 0) indexed.delete(site);
    else indexed.set(site, mine);
    return true;
  }

  async function syncOnce(): Promise<string[]> {
    const changes = await stock.changesSince(cursor);
    const touched: string[] = [];
    for (const [site, ids] of Object.entries(changes.changed)) {
      if (await applySite(site, ids)) touched.push(site);
    }
    // Only once every change is applied: a failed sync is retried from the same cursor.
    cursor = changes.cursor;
    return touched;
  }

  function sync(): Promise<string[]> {
    // One sync at a time: a caller that overlaps a slow one waits for it.
    running ??= syncOnce().finally(() => {
      running = null;
    });
    return running;
  }

  /** Syncs now, or once more after the sync running now; tells the listeners what changed. */
  function wake(): void {
    if (running) {
      again = true;
      return;
    }
    sync()
      .then(
        (changed) => {
          if (changed.length === 0) return;
          for (const listener of listeners) listener(changed);
        },
        (error: unknown) => onError(error),
      )
      .finally(() => {
        if (!again) return;
        again = false;
        wake();
      });
  }

  const channel = listenToChannel(notices, STOCK_CHANNEL, {
    onNotify: wake,
    // Listening (again): whatever committed while nobody listened is caught up now.
    onListening: wake,
    onError,
  });

  return {
    sync,
    indexedCount: () => [...indexed.values()].reduce((sum, ids) => sum + ids.size, 0),
    async start(options = {}) {
      if (timer) return;
      const pollMs = options.pollMs ?? (notices.listen ? NOTIFIED_POLL_MS : UNNOTIFIED_POLL_MS);
      timer = setInterval(wake, pollMs);
      timer.unref?.();
      await channel.start();
    },
    async stop() {
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
