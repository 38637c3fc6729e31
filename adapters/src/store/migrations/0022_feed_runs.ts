/**
 * Issue 33 §1: each pull of a site's stock feed, from its start to its counts. A running run is
 * the lease: the partial unique index lets one run per site be running, across every instance on
 * the store; a run whose `lease_until` passed (its instance died) is closed by the next claim.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE TABLE feed_runs (id bigserial PRIMARY KEY, site text NOT NULL REFERENCES sites (slug) ON DELETE CASCADE, trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual')), status text NOT NULL CHECK (status IN ('running', 'imported', 'not_changed', 'failed')), started_at timestamptz NOT NULL, finished_at timestamptz, lease_until timestamptz NOT NULL, rows integer NOT NULL DEFAULT 0, added integer NOT NULL DEFAULT 0, updated integer NOT NULL DEFAULT 0, removed integer NOT NULL DEFAULT 0, rejected_count integer NOT NULL DEFAULT 0, rejected jsonb NOT NULL DEFAULT '[]', removal_refused text, error text, etag text, last_modified text);
CREATE UNIQUE INDEX feed_runs_one_running_idx ON feed_runs (site) WHERE status = 'running';
CREATE INDEX feed_runs_site_started_idx ON feed_runs (site, started_at);
`;
