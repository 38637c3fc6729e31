/** The first schema: every table of schema.ts. Never edit a shipped migration; add the next one. */
export const sql = /* sql */ `
CREATE TABLE sites (
  slug text PRIMARY KEY,
  config jsonb NOT NULL,
  domains text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX sites_domains_idx ON sites USING gin (domains);

CREATE TABLE cars (
  site text NOT NULL REFERENCES sites (slug) ON DELETE CASCADE,
  id text NOT NULL,
  slug text,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site, id)
);
CREATE INDEX cars_site_slug_idx ON cars (site, slug);

CREATE TABLE leads (
  id text PRIMARY KEY,
  site text NOT NULL REFERENCES sites (slug),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  idempotency_key text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX leads_site_idempotency_key_idx ON leads (site, idempotency_key);
CREATE INDEX leads_site_created_idx ON leads (site, created_at);

CREATE TABLE lead_outbox (
  lead_id text PRIMARY KEY REFERENCES leads (id),
  site text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'delivered', 'dead')),
  attempts integer NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  delivered_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX lead_outbox_due_idx ON lead_outbox (state, next_attempt_at);
CREATE INDEX lead_outbox_site_state_idx ON lead_outbox (site, state);

CREATE TABLE trade_in_leads (
  site text NOT NULL REFERENCES sites (slug),
  id text NOT NULL,
  data jsonb NOT NULL,
  offer_accepted boolean NOT NULL,
  form_completed boolean NOT NULL,
  lead_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site, id)
);

CREATE TABLE users (
  site text NOT NULL REFERENCES sites (slug),
  id text NOT NULL,
  phone text NOT NULL,
  name text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (site, id)
);
CREATE UNIQUE INDEX users_site_phone_idx ON users (site, phone);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  site text NOT NULL,
  user_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (site, user_id) REFERENCES users (site, id) ON DELETE CASCADE
);

CREATE TABLE watchlists (
  site text NOT NULL,
  user_id text NOT NULL,
  car_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (site, user_id, car_id),
  FOREIGN KEY (site, user_id) REFERENCES users (site, id) ON DELETE CASCADE
);

CREATE TABLE car_views (
  site text NOT NULL REFERENCES sites (slug),
  car_id text NOT NULL,
  views integer NOT NULL,
  PRIMARY KEY (site, car_id)
);

CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  site text NOT NULL REFERENCES sites (slug),
  event_id integer NOT NULL,
  data jsonb NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX analytics_events_site_at_idx ON analytics_events (site, at);

CREATE TABLE reservations (
  site text NOT NULL REFERENCES sites (slug),
  id text NOT NULL,
  car_id text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  customer jsonb NOT NULL,
  reference text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (site, id)
);
CREATE INDEX reservations_site_car_idx ON reservations (site, car_id);
`;
