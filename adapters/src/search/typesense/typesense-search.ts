import type { Car, SearchPort, SearchResult, StockQuery } from "@forecourt/core";
import type { CollectionFieldSchema } from "typesense";
import { Client, Errors } from "typesense";
import { batchKeyOf, toDocument } from "./document";
import { compileStockQuery, removalFilter, type SearchPlan } from "./query-compiler";
import { mapResults, type TypesenseResponse } from "./result-mapping";
import { collectionSchema, missingFields } from "./schema";

export interface TypesenseSearchOptions {
  /** e.g. http://127.0.0.1:8108 */
  url: string;
  apiKey: string;
  /** One collection holds every site's cars (default `cars`). */
  collection?: string;
  /** Documents per import request. */
  importBatchSize?: number;
  connectionTimeoutSeconds?: number;
}

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
 * §7 stock search on a Typesense server: one collection for every tenant, each query
 * compiled to one multi_search round trip (hits plus disjunctive facet counts).
 */
export class TypesenseSearch implements SearchPort {
  readonly collection: string;
  private readonly client: Client;
  private readonly importBatchSize: number;
  private ready: Promise<void> | null = null;

  constructor(options: TypesenseSearchOptions) {
    this.collection = options.collection || DEFAULT_COLLECTION;
    this.importBatchSize = options.importBatchSize ?? DEFAULT_IMPORT_BATCH;
    this.client = new Client({
      nodes: [{ url: options.url.replace(/\/+$/, "") }],
      apiKey: options.apiKey,
      connectionTimeoutSeconds: options.connectionTimeoutSeconds ?? 30,
      // Results must follow an upsert at once: no client-side result cache.
      cacheSearchResultsForSeconds: 0,
      // Failures surface as thrown errors; the client's retry chatter is not the platform's log.
      logLevel: "error",
    });
  }

  /** Creates the collection on first use, or checks an existing one has this adapter's fields. */
  ensureCollection(): Promise<void> {
    this.ready ??= this.createOrCheck().catch((error: unknown) => {
      this.ready = null; // let the next call try again (e.g. the server was still starting)
      throw error;
    });
    return this.ready;
  }

  private async createOrCheck(): Promise<void> {
    try {
      const existing = await this.client.collections(this.collection).retrieve();
      this.check(existing.fields);
    } catch (error) {
      if (!(error instanceof Errors.ObjectNotFound)) throw error;
      try {
        await this.client.collections().create(collectionSchema(this.collection));
      } catch (createError) {
        // Another instance created it first.
        if (!(createError instanceof Errors.ObjectAlreadyExists)) throw createError;
      }
    }
  }

  private check(fields: readonly CollectionFieldSchema[]): void {
    const missing = missingFields(fields);
    if (missing.length > 0) {
      throw new Error(
        `Typesense collection "${this.collection}" lacks fields ${missing.join(", ")} (another schema made it): drop it or set TYPESENSE_COLLECTION`,
      );
    }
  }

  async upsert(site: string, cars: readonly Car[]): Promise<void> {
    if (cars.length === 0) return;
    await this.ensureCollection();
    const keyOf = batchKeyOf();
    for (const batch of chunks(cars, this.importBatchSize)) {
      const docs = batch.map((car) => toDocument(site, car, keyOf));
      try {
        await this.client
          .collections(this.collection)
          .documents()
          .import(docs, { action: "upsert" });
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
      await this.client
        .collections(this.collection)
        .documents()
        .delete({ filter_by: removalFilter(site, batch) });
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
    const searches = plans.flatMap((plan) =>
      plan.requests.map((r) => ({ collection: this.collection, ...r.params })),
    );
    const answers = await Promise.all(
      chunks(searches, MULTI_SEARCH_LIMIT).map((batch) =>
        this.client.multiSearch.perform({ searches: batch }),
      ),
    );
    const responses = answers.flatMap((a) => a.results as unknown as TypesenseResponse[]);
    let at = 0;
    const results = plans.map((plan: SearchPlan) => {
      const mine = responses.slice(at, at + plan.requests.length);
      at += plan.requests.length;
      return mapResults(plan, mine);
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
