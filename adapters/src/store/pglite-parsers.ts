import { type PGlite, type Transaction, types } from "@electric-sql/pglite";

/**
 * The types drizzle's PGlite driver reads as PostgreSQL's own text (it parses them itself):
 * timestamp, timestamptz, interval, date and their arrays, and numeric[]. The driver hands
 * PGlite these identity parsers with every query.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const TEXT_TYPES = new Set(DRIZZLE_TEXT_TYPES.map(String));
const asText = (value: string) => value;

type QueryOptions = Parameters<PGlite["query"]>[2];

/** The options without `parsers` when they only ask for the text types the client already keeps. */
function withoutTextParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid of Object.keys(parsers)) if (!TEXT_TYPES.has(oid)) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

/** `target` with its `query` taking the options through withoutTextParsers; other members as they are. */
function stripping<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, name) {
      if (Object.hasOwn(overrides, name)) return overrides[name as keyof T];
      const value = Reflect.get(object, name, object);
      // PGlite's methods read private fields: they must run on the client itself, not the proxy.
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/**
 * The PGlite client drizzle is given. PGlite merges a query's `parsers` into a copy of its
 * whole parser table (some 300 types) on every query: about 0.2 ms of CPU each, more than
 * the lead insert's own JavaScript. The client keeps drizzle's text parsers itself instead
 * (set after PGlite has made its array parsers, which would otherwise replace the array
 * ones), and the queries drizzle sends, in and out of transactions, go without them:
 * the same rows, without the copy.
 */
export function drizzleClient(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const query: PGlite["query"] = (text, params, options) =>
    client.query(text, params, withoutTextParsers(options));
  const transaction: PGlite["transaction"] = (callback) =>
    client.transaction((tx) =>
      callback(
        stripping<Transaction>(tx, {
          query: ((text, params, options) =>
            tx.query(text, params, withoutTextParsers(options))) as Transaction["query"],
        }),
      ),
    );
  return stripping(client, { query, transaction });
}
