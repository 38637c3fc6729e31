import type { SearchPort, StockRepository } from "@forecourt/core";

/** Keeps a search index in step with the store's stock, whichever process changed it. */
export interface StockSync {
  /** Re-indexes every site whose stock version moved since the last sync; returns those sites. */
  sync(): Promise<string[]>;
  /** Cars indexed by the last sync, over every site. */
  indexedCount(): number;
  /** Polls every `intervalMs`; changes after the first sync reach the listeners. */
  start(intervalMs: number): void;
  stop(): void;
  onChange(listener: (sites: string[]) => void): () => void;
}

/**
 * The store is the source of truth (issue 3): an import by the CLI, a reservation or another
 * instance sharing the PostgreSQL changes it, and each running process re-indexes that site
 * from the store when its version moves (StockRepository.versions).
 */
export function createStockSync(
  stock: StockRepository,
  search: SearchPort,
  onError: (error: unknown) => void = () => {},
): StockSync {
  const indexed = new Map<string, { version: string; ids: Set<string> }>();
  const listeners = new Set<(sites: string[]) => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<string[]> | null = null;

  async function reindexSite(site: string, version: string | undefined): Promise<void> {
    const cars = version === undefined ? [] : await stock.list(site);
    const ids = new Set(cars.map((car) => car.id));
    const gone = [...(indexed.get(site)?.ids ?? [])].filter((id) => !ids.has(id));
    if (cars.length > 0) await search.upsert(site, cars);
    if (gone.length > 0) await search.remove(site, gone);
    if (version === undefined) indexed.delete(site);
    else indexed.set(site, { version, ids });
  }

  async function syncOnce(): Promise<string[]> {
    const versions = await stock.versions();
    const sites = new Set([...Object.keys(versions), ...indexed.keys()]);
    const changed: string[] = [];
    for (const site of sites) {
      if (indexed.get(site)?.version === versions[site]) continue;
      await reindexSite(site, versions[site]);
      changed.push(site);
    }
    return changed;
  }

  function sync(): Promise<string[]> {
    // One sync at a time: a poll that overlaps a slow re-index waits for it.
    running ??= syncOnce().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    sync,
    indexedCount: () => [...indexed.values()].reduce((sum, s) => sum + s.ids.size, 0),
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
