import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";

/** Tenants and their settings. */
export interface SiteRepository {
  get(slug: string): Promise<SiteConfig | null>;
  /** Resolves a host name ({slug}.localhost or a configured domain) to a site. */
  byHost(host: string): Promise<SiteConfig | null>;
  list(): Promise<SiteConfig[]>;
  save(site: SiteConfig): Promise<void>;
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
