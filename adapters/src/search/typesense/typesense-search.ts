import type { Car, SearchPort, SearchResult, StockQuery } from "@forecourt/core";
import { Client, type ConfigurationOptions, Errors } from "typesense";
import { ensureAlias, type Reindexed, reindexThroughAlias } from "./collections";
import { batchKeyOf, toDocument } from "./document";
import { compileStockQuery, removalFilter, type SearchPlan } from "./query-compiler";
import { mapResults, type TypesenseResponse } from "./result-mapping";
import { siteSearchKey } from "./scoped-key";

export interface TypesenseSearchOptions {
  /** e.g. http://127.0.0.1:8108 */
  url: string;
  /** The admin key: creates collections and aliases, writes documents. */
  apiKey: string;
  /**
   * A search-only parent key (actions `documents:search`). When set, each site's searches
   * go out under that site's scoped key (embedding its site filter), so Typesense itself
   * keeps every tenant to its own cars; without it, searches use the admin key.
   */
  searchApiKey?: string | undefined;
  /** The alias every site's cars are reached through (default `cars`). */
  collection?: string;
  /** Documents per import request. */
  importBatchSize?: number;
  connectionTimeoutSeconds?: number;
  /** Milliseconds since the epoch, naming the collections a reindex builds. */
  now?: () => number;
}

/** A function a reindex hands the loader: it imports one site's cars into the new collection. */
export type ReindexWriter = (site: string, cars: readonly Car[]) => Promise<void>;

export const DEFAULT_COLLECTION = "cars";
const DEFAULT_IMPORT_BATCH = 1000;
/** Ids per delete-by-filter request: one filter clause, kept well under request limits. */
const REMOVE_BATCH = 200;
/** Typesense's default cap on searches in one multi_search request. */
const MULTI_SEARCH_LIMIT = 50;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * §7 stock search on a Typesense server: one collection for every tenant behind an alias,
 * each query compiled to one multi_search round trip (hits plus one search per refined
 * facet, as InstantSearch asks for disjunctive facets), each site's searches under that
 * site's scoped key when a search key is configured.
 */
export class TypesenseSearch implements SearchPort {
  /** The alias searches and writes go through. */
  readonly collection: string;
  private readonly client: Client;
  private readonly config: ConfigurationOptions;
  private readonly searchApiKey: string | undefined;
  private readonly siteClients = new Map<string, Client>();
  private readonly importBatchSize: number;
  private readonly now: () => number;
  private ready: Promise<void> | null = null;
  /** The collection a running reindex is filling: writes go to it too, so none is lost. */
  private building: string | null = null;

  constructor(options: TypesenseSearchOptions) {
    this.collection = options.collection || DEFAULT_COLLECTION;
    this.importBatchSize = options.importBatchSize ?? DEFAULT_IMPORT_BATCH;
    this.searchApiKey = options.searchApiKey || undefined;
    this.now = options.now ?? Date.now;
    this.config = {
      nodes: [{ url: options.url.replace(/\/+$/, "") }],
      apiKey: options.apiKey,
      connectionTimeoutSeconds: options.connectionTimeoutSeconds ?? 30,
      // Results must follow an upsert at once: no client-side result cache.
      cacheSearchResultsForSeconds: 0,
      // Failures surface as thrown errors; the client's retry chatter is not the platform's log.
      logLevel: "error",
    };
    this.client = new Client(this.config);
  }

  /** The search key of one site (for a browser talking to Typesense directly, too). */
  siteSearchKey(site: string): string {
    if (!this.searchApiKey) throw new Error("TYPESENSE_SEARCH_API_KEY is not set");
    return siteSearchKey(this.searchApiKey, site);
  }

  private searchClient(site: string): Client {
    if (!this.searchApiKey) return this.client;
    let client = this.siteClients.get(site);
    if (!client) {
      client = new Client({ ...this.config, apiKey: this.siteSearchKey(site) });
      this.siteClients.set(site, client);
    }
    return client;
  }

  /** Creates the collection and its alias on first use, or checks the live one has this adapter's fields. */
  ensureCollection(): Promise<void> {
    this.ready ??= ensureAlias(this.client, this.collection, this.now()).then(
      () => undefined,
      (error: unknown) => {
        this.ready = null; // let the next call try again (e.g. the server was still starting)
        throw error;
      },
    );
    return this.ready;
  }

  /**
   * A full reindex without downtime: `load` writes every site's cars through the writer
   * into a new collection while searches go on against the live one; then the alias moves
   * and the old collection is dropped. Upserts and removals made meanwhile reach both.
   */
  async reindex(load: (write: ReindexWriter) => Promise<void>): Promise<Reindexed> {
    if (this.building) throw new Error(`Typesense reindex into ${this.building} is running`);
    await this.ensureCollection();
    try {
      return await reindexThroughAlias(this.client, this.collection, this.now(), (fresh) => {
        this.building = fresh;
        return load((site, cars) => this.importInto([fresh], site, cars));
      });
    } finally {
      this.building = null;
    }
  }

  /** The alias, and the collection a reindex is filling. */
  private targets(): string[] {
    return this.building ? [this.collection, this.building] : [this.collection];
  }

  async upsert(site: string, cars: readonly Car[]): Promise<void> {
    if (cars.length === 0) return;
    await this.ensureCollection();
    await this.importInto(this.targets(), site, cars);
  }

  private async importInto(
    collections: readonly string[],
    site: string,
    cars: readonly Car[],
  ): Promise<void> {
    const keyOf = batchKeyOf();
    for (const batch of chunks(cars, this.importBatchSize)) {
      const docs = batch.map((car) => toDocument(site, car, keyOf));
      try {
        for (const collection of collections) {
          await this.client.collections(collection).documents().import(docs, { action: "upsert" });
        }
      } catch (error) {
        if (!(error instanceof Errors.ImportError)) throw error;
        const failed = error.importResults.filter((r) => !r.success);
        const reasons = failed.slice(0, 3).map((r) => (r.success ? "" : r.error));
        throw new Error(
          `Typesense import of ${site}: ${failed.length} of ${docs.length} cars failed: ${reasons.join("; ")}`,
        );
      }
    }
  }

  async remove(site: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.ensureCollection();
    for (const batch of chunks(ids, REMOVE_BATCH)) {
      for (const collection of this.targets()) {
        await this.client
          .collections(collection)
          .documents()
          .delete({ filter_by: removalFilter(site, batch) });
      }
    }
  }

  async search(query: StockQuery): Promise<SearchResult> {
    const [result] = await this.multiSearch([query]);
    if (!result) throw new Error("Typesense multi-search returned no result");
    return result;
  }

  async multiSearch(queries: readonly StockQuery[]): Promise<SearchResult[]> {
    const started = performance.now();
    const plans = queries.map(compileStockQuery);
    await this.ensureCollection();
    // One multi_search per site (each under its own key), in batches Typesense accepts.
    const sites = [...new Set(queries.map((q) => q.site))];
    const answered = await Promise.all(
      sites.map(async (site) => {
        const mine = plans.filter((_, i) => queries[i]?.site === site);
        const searches = mine.flatMap((plan) =>
          plan.requests.map((r) => ({ collection: this.collection, ...r.params })),
        );
        const client = this.searchClient(site);
        const answers = await Promise.all(
          chunks(searches, MULTI_SEARCH_LIMIT).map((batch) =>
            client.multiSearch.perform({ searches: batch }),
          ),
        );
        const responses = answers.flatMap((a) => a.results as unknown as TypesenseResponse[]);
        let at = 0;
        return new Map(
          mine.map((plan: SearchPlan) => {
            const own = responses.slice(at, at + plan.requests.length);
            at += plan.requests.length;
            return [plan, mapResults(plan, own)] as const;
          }),
        );
      }),
    );
    const byPlan = new Map(answered.flatMap((m) => [...m]));
    const results = plans.map((plan) => {
      const result = byPlan.get(plan);
      if (!result) throw new Error("Typesense multi-search lost a query");
      return result;
    });
    const ms = performance.now() - started;
    return results.map((r) => ({ ...r, ms }));
  }

  async health(): Promise<boolean> {
    try {
      return (await this.client.health.retrieve()).ok === true;
    } catch {
      return false;
    }
  }
}
