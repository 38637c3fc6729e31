/**
 * Holds an idempotency key while the first request sent with it runs, so a second request with
 * the same key is told to wait instead of running twice. Across processes the store's unique key
 * on (site, key) decides: a racing duplicate waits for the first and is answered with it.
 */
export interface IdempotencyKeyHolds {
  /** Holds `key` on `site`; false when a request already holds it. */
  hold(site: string, key: string): boolean;
  /** Lets the key go once its request has answered. */
  release(site: string, key: string): void;
}
