import type { AuditEntry, NewAuditEntry } from "../dealer/audit-entry";
import type { StockListQuery, StockPageFrame } from "../dealer/stock-list";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";

/** Why a site could not be written: each is the operator's to fix, none is a fault. */
export type SiteWriteRefusal =
  /** create: another site has this slug. */
  | { reason: "exists" }
  /** update: no site has this slug. */
  | { reason: "not-found" }
  /** One host name answers for one site only. */
  | { reason: "domain-taken"; domain: string; site: string }
  /** update: the site's domains differ from its verified ones (issue 30 §3: they are not a setting). */
  | { reason: "domains-locked" };

export type SiteWriteResult = { ok: true } | { ok: false; refusal: SiteWriteRefusal };

/** Tenants and their settings. Every write is seen by every running instance (`version`). */
export interface SiteRepository {
  get(slug: string): Promise<SiteConfig | null>;
  /** Resolves a host name ({slug}.localhost, or a verified domain: never a pending one) to a site. */
  byHost(host: string): Promise<SiteConfig | null>;
  list(): Promise<SiteConfig[]>;
  /**
   * Creates or replaces a site (imports, tests); `create` and `update` are the checked writes.
   * Its `domains`, like `create`'s, are the operator's and count as verified (issue 30 §3).
   */
  save(site: SiteConfig): Promise<void>;
  /** Adds a new site; refuses a taken slug or domain. */
  create(site: SiteConfig): Promise<SiteWriteResult>;
  /** Replaces an existing site's settings; refuses an unknown slug or changed domains. */
  update(site: SiteConfig): Promise<SiteWriteResult>;
  /** Removes the site and everything it owns (cars, leads, shoppers, …) in one transaction. */
  delete(slug: string): Promise<boolean>;
  /**
   * Identifies the state of every site: it changes whenever a site is created, changed or
   * deleted, by any process on this database, so running instances can drop what they cached.
   */
  version(): Promise<string>;
}

/** Cars added, changed or removed since a cursor, and the cursor to read from next. */
export interface StockChanges {
  cursor: string;
  /** Per site, the ids of the cars that changed: read each one's current state (gone = removed). */
  changed: Record<string, string[]>;
}

/** The store's copy of each site's stock (the search index follows it). */
export interface StockRepository {
  get(site: string, id: string): Promise<Car | null>;
  bySlug(site: string, slug: string): Promise<Car | null>;
  list(site: string): Promise<Car[]>;
  /** The cars of `ids` that exist (any order); missing ids are left out. */
  getMany(site: string, ids: readonly string[]): Promise<Car[]>;
  /** Upserts by id; returns which ids were added and which updated. */
  upsert(site: string, cars: readonly Car[]): Promise<{ added: string[]; updated: string[] }>;
  remove(site: string, ids: readonly string[]): Promise<void>;
  ids(site: string): Promise<string[]>;
  /**
   * Up to `limit` cars of any site whose stock number, spelt as picture addresses spell it
   * (core stockNumberInAddress: "/" as "-"), is `stockNumber`: whether a drawn picture exists.
   */
  withStockNumber(stockNumber: string, limit: number): Promise<Car[]>;
  /**
   * One page of the console's stock list (issue 35 §1), filtered, ordered and paged by the
   * database: the cars core's `consoleStockPage` would show for `query` (with each car's page
   * views and leads), and how many match.
   */
  page(
    site: string,
    query: StockListQuery,
    frame: StockPageFrame,
  ): Promise<{ entries: { car: Car; views: number; leads: number }[]; total: number }>;
  /**
   * The cars of `site` whose feed gave no created_at and that the store first stored after
   * `since`, with that first-seen date (set when the id is first stored for the site, kept on
   * later updates, never from the feed; not part of the Car). Read only by the saved-search
   * "new since your last visit" count (core newSinceLastVisit).
   */
  undatedFirstSeenSince(site: string, since: Date): Promise<Map<string, Date>>;
  /**
   * Saves one car edited in the console and its audit-log entry in one transaction: both are
   * written or neither is (a failed audit insert leaves the car as it was).
   */
  saveAudited(site: string, car: Car, entry: NewAuditEntry): Promise<AuditEntry>;
  /**
   * Saves several cars changed at once in the console (issue 35 §1 bulk changes) and one audit
   * entry each, in one transaction: all are written or none.
   */
  saveAuditedMany(
    site: string,
    changes: readonly { car: Car; entry: NewAuditEntry }[],
  ): Promise<AuditEntry[]>;
  /**
   * A version of each site's stock that changes whenever a car is added, updated or removed
   * (by this process or another), so running instances can refresh their search index.
   */
  versions(): Promise<Record<string, string>>;
  /**
   * Which cars changed since `cursor` (an earlier call's), committed by any process; null
   * reads from the start: every car ever written. An id may come again in a later call
   * (a change is reported until no transaction that could have made it is running).
   */
  changesSince(cursor: string | null): Promise<StockChanges>;
}
