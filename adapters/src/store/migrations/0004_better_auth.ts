/**
 * Sign-in moves to better-auth (adapters/src/auth): `users` gains the columns of its user model,
 * `sessions` becomes its session model (id, token, …; sessions of the hand-rolled scheme are
 * dropped, so shoppers sign in again once), and its account and verification models get tables.
 * Every table keeps its site column and site-first keys. Never edit a shipped migration.
 */
export const sql = /* sql */ `
ALTER TABLE users
  ADD COLUMN phone_number_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN email text,
  ADD COLUMN email_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN image text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

UPDATE users SET phone_number_verified = true, updated_at = created_at;

DROP TABLE sessions;

CREATE TABLE sessions (
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
  FOREIGN KEY (site, user_id) REFERENCES users (site, id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX sessions_site_token_idx ON sessions (site, token);

CREATE INDEX sessions_site_user_idx ON sessions (site, user_id);

CREATE TABLE accounts (
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
  FOREIGN KEY (site, user_id) REFERENCES users (site, id) ON DELETE CASCADE
);

CREATE INDEX accounts_site_user_idx ON accounts (site, user_id);

CREATE TABLE verifications (
  site text NOT NULL REFERENCES sites (slug),
  id text NOT NULL,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site, id)
);

CREATE INDEX verifications_site_identifier_idx ON verifications (site, identifier);
`;
