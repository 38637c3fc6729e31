/**
 * Issue 32 §2.1: a lead goes to each of its site's delivery targets (webhook, e-mail, folder),
 * and each keeps its own state here, so a webhook that took the lead is not sent it again while
 * the e-mail is retried, and an address refused for good is dead alone. The lead's own outbox
 * row still carries the claim, lease and backoff. A row is written only when a lead's targets
 * part ways; a lead delivered to all of them at once has none. Deleting a lead deletes its rows.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE TABLE lead_delivery_targets (lead_id text NOT NULL REFERENCES leads(id) ON DELETE CASCADE, target text NOT NULL, state text NOT NULL, last_error text, updated_at timestamptz NOT NULL, PRIMARY KEY (lead_id, target));
`;
