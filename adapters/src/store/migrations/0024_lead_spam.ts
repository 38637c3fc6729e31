/**
 * Issue 34 §4: each lead keeps its spam score and reasons (core spamVerdict), whether it is spam
 * ('spam', or 'not-spam' once staff say so; null: never judged spam), and how its human check went
 * ('passed', 'unverified' when the provider could not answer; null: the site has none).
 * insert_leads_with_outbox stores them and queues no outbox row for a spam lead, in the same
 * statement, so the relay never sees one; staff marking it not spam queue it then, once.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
ALTER TABLE leads ADD COLUMN spam_state text CHECK (spam_state IN ('spam', 'not-spam'));
ALTER TABLE leads ADD COLUMN spam_score integer NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN spam_reasons jsonb NOT NULL DEFAULT '[]';
ALTER TABLE leads ADD COLUMN human_check text CHECK (human_check IN ('passed', 'unverified'));
CREATE INDEX leads_site_spam_created_idx ON leads (site, spam_state, created_at);
CREATE OR REPLACE FUNCTION insert_leads_with_outbox(batch jsonb) RETURNS SETOF text LANGUAGE plpgsql AS $$ BEGIN RETURN QUERY WITH input AS (SELECT * FROM jsonb_to_recordset(batch) AS x(id text, site text, kind text, payload jsonb, idempotency_key text, request_hash text, user_id text, created_at timestamptz, owner_id text, team_id text, first_response_due_at timestamptz, spam_state text, spam_score integer, spam_reasons jsonb, human_check text)), inserted AS (INSERT INTO leads (id, site, kind, payload, idempotency_key, request_hash, user_id, created_at, owner_id, team_id, first_response_due_at, spam_state, spam_score, spam_reasons, human_check) SELECT input.id, input.site, input.kind, input.payload, input.idempotency_key, input.request_hash, input.user_id, input.created_at, input.owner_id, input.team_id, input.first_response_due_at, input.spam_state, COALESCE(input.spam_score, 0), COALESCE(input.spam_reasons, '[]'::jsonb), input.human_check FROM input ON CONFLICT (site, idempotency_key) DO NOTHING RETURNING leads.id, leads.site, leads.created_at, leads.spam_state), queued AS (INSERT INTO lead_outbox (lead_id, site, state, attempts, next_attempt_at, last_error, updated_at) SELECT inserted.id, inserted.site, 'pending', 0, inserted.created_at, NULL, inserted.created_at FROM inserted WHERE inserted.spam_state IS DISTINCT FROM 'spam') SELECT inserted.id FROM inserted; END $$;
`;
