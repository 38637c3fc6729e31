/**
 * Issue 16 §1. `request_hash`: the hash of the canonical request body that first used a lead's
 * idempotency key, so the key reused with another body is refused instead of replayed.
 * `user_id`: the shopper signed in when the lead was sent, so a garage lists only their own
 * leads, never another person's typed with the same mobile. Older rows keep nulls.
 */
export const sql = /* sql */ `
ALTER TABLE leads ADD COLUMN request_hash text;
ALTER TABLE leads ADD COLUMN user_id text;
CREATE INDEX leads_site_user_idx ON leads (site, user_id, created_at) WHERE user_id IS NOT NULL;
`;
