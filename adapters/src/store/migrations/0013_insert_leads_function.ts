/**
 * Submitted leads and their pending outbox rows in one call (lead-repository.ts). A PL/pgSQL
 * function keeps its statement's plan for the connection's life, so a group of leads no longer
 * pays to parse and plan a two-insert statement each time (on the embedded store that was
 * about 1.5 ms of CPU a commit, more than inserting 30 leads). Returns the ids it inserted; a
 * key seen before (or earlier in the batch) inserts nothing. Each statement stays on one line:
 * the migrator splits on a semicolon ending a line. Never edit a shipped migration.
 */
export const sql = /* sql */ `
CREATE FUNCTION insert_leads_with_outbox(batch jsonb) RETURNS SETOF text LANGUAGE plpgsql AS $$ BEGIN RETURN QUERY WITH input AS (SELECT * FROM jsonb_to_recordset(batch) AS x(id text, site text, kind text, payload jsonb, idempotency_key text, request_hash text, user_id text, created_at timestamptz)), inserted AS (INSERT INTO leads (id, site, kind, payload, idempotency_key, request_hash, user_id, created_at) SELECT input.id, input.site, input.kind, input.payload, input.idempotency_key, input.request_hash, input.user_id, input.created_at FROM input ON CONFLICT (site, idempotency_key) DO NOTHING RETURNING leads.id, leads.site, leads.created_at), queued AS (INSERT INTO lead_outbox (lead_id, site, state, attempts, next_attempt_at, last_error, updated_at) SELECT inserted.id, inserted.site, 'pending', 0, inserted.created_at, NULL, inserted.created_at FROM inserted) SELECT inserted.id FROM inserted; END $$;
`;
