/**
 * Issue 30 §3: a site's domains are claims, pending until the owner proves control of the name,
 * then verified. One name is verified for one site at most: the partial unique index holds that
 * under concurrency. Only verified names answer (SiteRepository.byHost reads this table).
 * Existing domains were an operator's (the demo seed, `site create --file`) and carry over as
 * verified, except names no site may claim (IP literals, `.localhost` names, which only ever
 * answered through the slug host) and a second site's copy of a name; `sites.domains` and the
 * config's `domains` keep only what carried over, in their order.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE TABLE site_domains (site text NOT NULL REFERENCES sites (slug) ON DELETE CASCADE, name text NOT NULL, status text NOT NULL CHECK (status IN ('pending', 'verified')), token text NOT NULL, requested_at timestamptz NOT NULL, verified_at timestamptz, PRIMARY KEY (site, name));
CREATE UNIQUE INDEX site_domains_verified_name_idx ON site_domains (name) WHERE status = 'verified';
INSERT INTO site_domains (site, name, status, token, requested_at, verified_at) SELECT s.slug, d.name, 'verified', '', now(), now() FROM sites s CROSS JOIN LATERAL (SELECT DISTINCT ON (lower(rtrim(x, '.'))) lower(rtrim(x, '.')) AS name FROM unnest(s.domains) AS x) d WHERE d.name !~ '(^|\\.)localhost$' AND d.name !~ '^[0-9.]+$' AND d.name !~ '[\\[\\]:]' ORDER BY s.slug ON CONFLICT DO NOTHING;
UPDATE sites s SET domains = kept.names, config = jsonb_set(s.config, '{domains}', to_jsonb(kept.names)) FROM (SELECT s2.slug, coalesce(array_agg(lower(rtrim(x.d, '.')) ORDER BY x.i) FILTER (WHERE v.name IS NOT NULL), '{}') AS names FROM sites s2 CROSS JOIN LATERAL unnest(s2.domains) WITH ORDINALITY AS x(d, i) LEFT JOIN site_domains v ON v.site = s2.slug AND v.name = lower(rtrim(x.d, '.')) GROUP BY s2.slug) kept WHERE kept.slug = s.slug AND kept.names IS DISTINCT FROM s.domains;
`;
