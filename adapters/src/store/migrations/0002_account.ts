/**
 * Sign-in account pages: a signed-in shopper's own enquiries are read by phone (the garage), and
 * online invoice payments (/online-payment) are recorded. Never edit a shipped migration.
 */
export const sql = /* sql */ `
CREATE INDEX leads_site_phone_idx ON leads (site, (payload ->> 'phone'), created_at);

CREATE TABLE invoice_payments (
  site text NOT NULL REFERENCES sites (slug),
  id text NOT NULL,
  invoice_number text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  customer jsonb NOT NULL,
  reference text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (site, id)
);
`;
