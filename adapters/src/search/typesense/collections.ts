import type { Client, CollectionFieldSchema } from "typesense";
import { Errors } from "typesense";
import { collectionSchema, missingFields } from "./schema";

/**
 * One collection per deployment, always reached through an alias (`cars` → `cars_<ms>`),
 * so a full reindex builds a new collection beside the live one and swaps the alias:
 * searches never see a half-built collection and never fail in between.
 */

/** The collection a reindex at `now` builds. */
export const collectionName = (alias: string, now: number) => `${alias}_${now}`;

function check(name: string, fields: readonly CollectionFieldSchema[]): void {
  const missing = missingFields(fields);
  if (missing.length > 0) {
    throw new Error(
      `Typesense collection "${name}" lacks fields ${missing.join(", ")} (another schema made it): reindex or set TYPESENSE_COLLECTION`,
    );
  }
}

/** The collection an alias points at, or null when there is no such alias. */
export async function aliasTarget(client: Client, alias: string): Promise<string | null> {
  try {
    return (await client.aliases(alias).retrieve()).collection_name;
  } catch (error) {
    if (error instanceof Errors.ObjectNotFound) return null;
    throw error;
  }
}

async function exists(client: Client, name: string): Promise<boolean> {
  try {
    await client.collections(name).retrieve();
    return true;
  } catch (error) {
    if (error instanceof Errors.ObjectNotFound) return false;
    throw error;
  }
}

async function create(client: Client, name: string): Promise<void> {
  try {
    await client.collections().create(collectionSchema(name));
  } catch (error) {
    // Another process created it first.
    if (!(error instanceof Errors.ObjectAlreadyExists)) throw error;
  }
}

/**
 * Makes `alias` usable: checks the collection it points at has this adapter's fields;
 * without the alias, adopts a collection of that very name made before aliases (checked
 * the same way), or creates `<alias>_<now>` and points the alias at it.
 */
export async function ensureAlias(client: Client, alias: string, now: number): Promise<string> {
  const target = await aliasTarget(client, alias);
  const name = target ?? alias;
  try {
    const existing = await client.collections(name).retrieve();
    check(name, existing.fields);
    return name;
  } catch (error) {
    if (!(error instanceof Errors.ObjectNotFound) || target !== null) throw error;
  }
  const fresh = collectionName(alias, now);
  await create(client, fresh);
  await client.aliases().upsert(alias, { collection_name: fresh });
  return fresh;
}

export interface Reindexed {
  collection: string;
  /** The collection the alias pointed at before, now dropped (null when there was none). */
  dropped: string | null;
}

/**
 * Rebuilds the whole collection without downtime: creates `<alias>_<now>`, lets `fill`
 * import every car into it, points the alias at it, then drops the old collection. A
 * failed fill drops the new collection and leaves the alias where it was.
 */
export async function reindexThroughAlias(
  client: Client,
  alias: string,
  now: number,
  fill: (collection: string) => Promise<void>,
): Promise<Reindexed> {
  const fresh = collectionName(alias, now);
  const previous = await aliasTarget(client, alias);
  if (previous === fresh) throw new Error(`Typesense reindex: ${fresh} is already live`);
  if (previous === null && (await exists(client, alias))) {
    // An alias may not shadow a collection safely (which one a name reaches is Typesense's choice).
    throw new Error(
      `Typesense reindex: collection "${alias}" predates aliases; drop it or set TYPESENSE_COLLECTION to a new name, then reindex`,
    );
  }
  await client.collections().create(collectionSchema(fresh));
  try {
    await fill(fresh);
  } catch (error) {
    await client
      .collections(fresh)
      .delete()
      .catch(() => undefined);
    throw error;
  }
  await client.aliases().upsert(alias, { collection_name: fresh });
  if (previous !== null) await client.collections(previous).delete();
  return { collection: fresh, dropped: previous };
}
