/**
 * Reservations made through the checkout (issue 6): the reserve lead each one sent and the
 * client's idempotency key, unique per site so a retried reservation charges once.
 * Rows from before this migration keep a null lead_id.
 */
export const sql = /* sql */ `
ALTER TABLE reservations ADD COLUMN lead_id text REFERENCES leads (id);
ALTER TABLE reservations ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX reservations_site_idempotency_key_idx ON reservations (site, idempotency_key);
`;
