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

/** The store's copy of each site's stock (the search index is rebuilt from it). */
export interface StockRepository {
  get(site: string, id: string): Promise<Car | null>;
  bySlug(site: string, slug: string): Promise<Car | null>;
  list(site: string): Promise<Car[]>;
  /** Upserts by id; returns which ids were added and which updated. */
  upsert(site: string, cars: readonly Car[]): Promise<{ added: string[]; updated: string[] }>;
  remove(site: string, ids: readonly string[]): Promise<void>;
  ids(site: string): Promise<string[]>;
  /**
   * A version of each site's stock that changes whenever a car is added, updated or removed
   * (by this process or another), so running instances can refresh their search index.
   */
  versions(): Promise<Record<string, string>>;
}
