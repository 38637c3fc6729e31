/**
 * Issue 20 §3, several servers on one store.
 * - Every statement writing `cars` also sends a wake-up NOTIFY on `forecourt_stock` (delivered
 *   on commit; PostgreSQL folds a transaction's identical notices into one), so each process's
 *   stock sync reads `stock_changes` at once instead of polling (STOCK_CHANNEL, stock-watch.ts).
 * - `rate_limit_hits` holds the rate limiters' counters, one row per key with its current
 *   window, so every process counts against one total (rate-counter.ts).
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE OR REPLACE FUNCTION record_stock_changes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO stock_changes (site, car_id, xid) SELECT DISTINCT site, id, pg_current_xact_id()::text::bigint FROM changed_cars ON CONFLICT (site, car_id) DO UPDATE SET xid = excluded.xid; PERFORM pg_notify('forecourt_stock', ''); RETURN NULL; END $$;
CREATE TABLE rate_limit_hits (key text PRIMARY KEY, window_ends_at bigint NOT NULL, count integer NOT NULL);
CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_ends_at);
`;
