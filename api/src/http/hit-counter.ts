import type { SharedRateCounter } from "../deps";

/** Adds one hit to `key` in a window of `windowMs`; resolves the key's count after it. */
export type HitCounter = (key: string, windowMs: number) => Promise<number>;

/**
 * Hits counted where the rate limits count (issue 30 §9): the store's shared counter, so every
 * process behind one load balancer counts against one total; without one (a test's own deps),
 * this process's memory.
 */
export function hitCounter(shared: SharedRateCounter | undefined): HitCounter {
  if (shared) return async (key, windowMs) => (await shared.hit(key, windowMs)).count;
  const windows = new Map<string, { count: number; endsAt: number }>();
  return async (key, windowMs) => {
    const now = Date.now();
    const current = windows.get(key);
    if (current && current.endsAt > now) {
      current.count += 1;
      return current.count;
    }
    for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
    windows.set(key, { count: 1, endsAt: now + windowMs });
    return 1;
  };
}
