/**
 * The dealer console's audit log (issue 17 §3): one row per staff change, never updated.
 * Numbered 0008: 0007 is the staff table (branch dealer-staff). Never edit a shipped migration.
 */
export const sql = /* sql */ `
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  site text NOT NULL REFERENCES sites (slug),
  actor_email text NOT NULL,
  actor_role text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX audit_log_site_id_idx ON audit_log (site, id);
`;
