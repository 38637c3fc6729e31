/**
 * Issue 30 §6: the sign-in code limits' state per destination (a site's mobile number or staff
 * e-mail): codes sent in the last day, wrong checks, lockout. `version` makes each change atomic
 * across instances; a row whose `forgotten_at` (epoch ms) has passed holds nothing and is pruned.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE TABLE sign_in_throttles (key text PRIMARY KEY, state jsonb NOT NULL, version integer NOT NULL, forgotten_at bigint NOT NULL);
CREATE INDEX sign_in_throttles_forgotten_idx ON sign_in_throttles (forgotten_at);
`;
