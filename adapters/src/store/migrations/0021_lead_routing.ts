/**
 * Issue 34 §1–2: every lead gets an owner (a staff id), the team it went to, and when its first
 * response is due, written by insert_leads_with_outbox in the same statement that stores it;
 * `first_response_at` is set by the first staff status change. `lead_round_robin` keeps each
 * team's round-robin position (core RoundRobinTurns), locked while a lead takes its turn, so
 * every instance counts once. Older leads keep nulls. Each statement stays on one line: the
 * migrator splits on a semicolon ending a line. Never edit a shipped migration.
 */
export const sql = /* sql */ `
ALTER TABLE leads ADD COLUMN owner_id text;
ALTER TABLE leads ADD COLUMN team_id text;
ALTER TABLE leads ADD COLUMN first_response_due_at timestamptz;
ALTER TABLE leads ADD COLUMN first_response_at timestamptz;
CREATE INDEX leads_site_owner_created_idx ON leads (site, owner_id, created_at);
CREATE TABLE lead_round_robin (site text NOT NULL REFERENCES sites (slug), team text NOT NULL, turns jsonb NOT NULL, PRIMARY KEY (site, team));
CREATE OR REPLACE FUNCTION insert_leads_with_outbox(batch jsonb) RETURNS SETOF text LANGUAGE plpgsql AS $$ BEGIN RETURN QUERY WITH input AS (SELECT * FROM jsonb_to_recordset(batch) AS x(id text, site text, kind text, payload jsonb, idempotency_key text, request_hash text, user_id text, created_at timestamptz, owner_id text, team_id text, first_response_due_at timestamptz)), inserted AS (INSERT INTO leads (id, site, kind, payload, idempotency_key, request_hash, user_id, created_at, owner_id, team_id, first_response_due_at) SELECT input.id, input.site, input.kind, input.payload, input.idempotency_key, input.request_hash, input.user_id, input.created_at, input.owner_id, input.team_id, input.first_response_due_at FROM input ON CONFLICT (site, idempotency_key) DO NOTHING RETURNING leads.id, leads.site, leads.created_at), queued AS (INSERT INTO lead_outbox (lead_id, site, state, attempts, next_attempt_at, last_error, updated_at) SELECT inserted.id, inserted.site, 'pending', 0, inserted.created_at, NULL, inserted.created_at FROM inserted) SELECT inserted.id FROM inserted; END $$;
`;
