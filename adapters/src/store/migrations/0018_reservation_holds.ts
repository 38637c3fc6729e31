/**
 * Issue 30 §7 reservation holds: whose hold it is ("user:<id>" or "client:<address>", counted
 * against the site's per-shopper limit), when an unpaid hold frees its car, and when a hold was
 * released (expired and swept, or its payment not captured). Rows from before keep nulls: held
 * until the dealer acts, as before.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
ALTER TABLE reservations ADD COLUMN holder text;
ALTER TABLE reservations ADD COLUMN expires_at timestamptz;
ALTER TABLE reservations ADD COLUMN released_at timestamptz;
CREATE INDEX reservations_site_holder_idx ON reservations (site, holder) WHERE released_at IS NULL;
CREATE INDEX reservations_expiring_idx ON reservations (expires_at) WHERE released_at IS NULL AND expires_at IS NOT NULL;
`;
