/**
 * Issue 15 §3: the first successful answer to an online payment, a prize-wheel spin or a sign-in
 * sent with an Idempotency-Key, so a retry replays it instead of running again.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE TABLE idempotent_responses (site text NOT NULL REFERENCES sites (slug) ON DELETE CASCADE, scope text NOT NULL, key text NOT NULL, request_hash text NOT NULL, status integer NOT NULL, body text NOT NULL, set_cookies jsonb NOT NULL, created_at timestamptz NOT NULL, PRIMARY KEY (site, scope, key));
`;
