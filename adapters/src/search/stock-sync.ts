import type { SearchPort, StockRepository } from "@forecourt/core";

/** Keeps a search index in step with the store's stock, whichever process changed it. */
export interface StockSync {
  /** Applies to the index every car changed in the store since the last sync; returns the sites touched. */
  sync(): Promise<string[]>;
  /** Cars indexed by the syncs so far, over every site. */
  indexedCount(): number;
  /** Polls every `intervalMs`; changes after the first sync reach the listeners. */
  start(intervalMs: number): void;
  stop(): void;
  onChange(listener: (sites: string[]) => void): () => void;
}

/**
 * The store is the source of truth (issue 3): an import by the CLI, a reservation or another
 * instance sharing the PostgreSQL changes it, and each running process applies the cars that
 * changed (StockRepository.changesSince) to its index, car by car (issue 20 §1): a change
 * costs the cars it touched, not the site. The first sync reads every car.
 */
export function createStockSync(
  stock: StockRepository,
  search: SearchPort,
  onError: (error: unknown) => void = () => {},
): StockSync {
  const indexed = new Map<string, Set<string>>();
  const listeners = new Set<(sites: string[]) => void>();
  let cursor: string | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<string[]> | null = null;

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
    // One sync at a time: a poll that overlaps a slow one waits for it.
    running ??= syncOnce().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    sync,
    indexedCount: () => [...indexed.values()].reduce((sum, ids) => sum + ids.size, 0),
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        sync().then(
          (changed) => {
            if (changed.length === 0) return;
            for (const listener of listeners) listener(changed);
          },
          (error: unknown) => onError(error),
        );
      }, intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
