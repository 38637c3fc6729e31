/**
 * The dealer console's insights (issue 17 §3): car views per day, and searches with no results
 * per day — the search's scrubbed address and a count, no personal data. Never edit a shipped
 * migration.
 */
export const sql = /* sql */ `
CREATE TABLE car_view_days (
  site text NOT NULL REFERENCES sites (slug),
  car_id text NOT NULL,
  day date NOT NULL,
  views integer NOT NULL,
  PRIMARY KEY (site, day, car_id)
);
CREATE TABLE zero_result_searches (
  site text NOT NULL REFERENCES sites (slug),
  day date NOT NULL,
  search text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (site, day, search)
);
CREATE INDEX leads_site_car_created_idx ON leads (site, (payload ->> 'car_id'), created_at);
`;
