/**
 * Issue 14 §3 saved searches: a signed-in shopper's search addresses per site, each saved once,
 * with when they last opened it (cars listed after that are new to them).
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE TABLE saved_searches (site text NOT NULL, id text NOT NULL, user_id text NOT NULL, href text NOT NULL, label text NOT NULL, created_at timestamptz NOT NULL, last_seen_at timestamptz NOT NULL, PRIMARY KEY (site, id), UNIQUE (site, user_id, href), FOREIGN KEY (site, user_id) REFERENCES users (site, id) ON DELETE CASCADE);
CREATE INDEX saved_searches_user_idx ON saved_searches (site, user_id, created_at);
`;
