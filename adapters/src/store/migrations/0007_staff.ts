/**
 * Dealer staff (issue 17 §2): `staff` is also better-auth's user model for staff sign-in, with its
 * own session, account and verification tables, so a shopper's session or code is never a staff
 * one. Leads gain a status the staff work them through, and every change is kept with who and
 * when (`lead_status_changes`, which keeps the e-mail so a removed member's changes still read).
 */
export const sql = /* sql */ `
CREATE TABLE staff (
  site text NOT NULL REFERENCES sites (slug),
  id text NOT NULL,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'sales')),
  name text,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site, id)
);

CREATE UNIQUE INDEX staff_site_email_idx ON staff (site, email);

CREATE TABLE staff_sessions (
  site text NOT NULL,
  id text NOT NULL,
  token text NOT NULL,
  user_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site, id),
  FOREIGN KEY (site, user_id) REFERENCES staff (site, id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX staff_sessions_site_token_idx ON staff_sessions (site, token);

CREATE INDEX staff_sessions_site_user_idx ON staff_sessions (site, user_id);

CREATE TABLE staff_accounts (
  site text NOT NULL,
  id text NOT NULL,
  user_id text NOT NULL,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site, id),
  FOREIGN KEY (site, user_id) REFERENCES staff (site, id) ON DELETE CASCADE
);

CREATE INDEX staff_accounts_site_user_idx ON staff_accounts (site, user_id);

CREATE TABLE staff_verifications (
  site text NOT NULL REFERENCES sites (slug),
  id text NOT NULL,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site, id)
);

CREATE INDEX staff_verifications_site_identifier_idx ON staff_verifications (site, identifier);

ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new';

CREATE INDEX leads_site_status_created_idx ON leads (site, status, created_at);

CREATE TABLE lead_status_changes (
  id bigserial PRIMARY KEY,
  site text NOT NULL REFERENCES sites (slug),
  lead_id text NOT NULL REFERENCES leads (id),
  from_status text NOT NULL,
  to_status text NOT NULL,
  staff_id text NOT NULL,
  staff_email text NOT NULL,
  at timestamptz NOT NULL
);

CREATE INDEX lead_status_changes_site_lead_idx ON lead_status_changes (site, lead_id, at);
`;
