/** Issue 30 §3: a domain a site claimed: pending until its owner proves control, then verified. */
export interface SiteDomain {
  /** Normalised (core normaliseDomainName). */
  name: string;
  status: "pending" | "verified";
  /** The random token the owner publishes (DNS TXT or HTTP). */
  token: string;
  requestedAt: Date;
  verifiedAt: Date | null;
}

export type DomainClaimResult =
  | { ok: true; domain: SiteDomain }
  /** Another site answers for the name already. */
  | { ok: false; reason: "taken"; site: string }
  /** The site holds `limit` domains (pending and verified) already. */
  | { ok: false; reason: "too-many"; limit: number };

export type DomainVerifyResult =
  | { ok: true; domain: SiteDomain }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "taken"; site: string };

/**
 * The domains each site claimed. Only verified ones answer (SiteRepository.byHost reads them), and
 * one name is verified for one site at most (a unique index in the store, so under concurrency too).
 */
export interface SiteDomainRepository {
  list(site: string): Promise<SiteDomain[]>;
  /** Records a pending claim with a fresh token (re-requesting a pending one replaces its token). */
  request(
    site: string,
    name: string,
    token: string,
    now: Date,
    limit: number,
  ): Promise<DomainClaimResult>;
  /** Marks a pending claim verified and adds it to the site's `domains`, in one transaction. */
  verify(site: string, name: string, now: Date): Promise<DomainVerifyResult>;
  /** Drops a claim (and, when verified, the name from the site's `domains`); false when none. */
  remove(site: string, name: string): Promise<SiteDomain | null>;
}

/** What the server reads to check a claim: the world's DNS and the domain's own web server. */
export interface DomainProbe {
  /** The TXT records at `name` (each record's strings joined); [] when none or unresolvable. */
  txtRecords(name: string): Promise<string[]>;
  /** The body `url` answers with 200 (capped), or null: refused, redirected, failed or too slow. */
  httpBody(url: string): Promise<string | null>;
}
