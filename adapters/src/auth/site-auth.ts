import { randomUUID } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { PgTable } from "drizzle-orm/pg-core";
import type { StoreDb } from "../store/connection";

/**
 * What the shoppers' and the staff's better-auth instances share: one instance per site on the
 * store's connection through a site-scoped adapter, codes of the same life and tries, no HTTP
 * handler, our own rate limits and ids.
 */

/** A code lives 5 minutes and allows 5 wrong tries (issue 4 §4). */
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_ALLOWED_ATTEMPTS = 5;

/** better-auth's models that carry a site column here. */
const SCOPED_MODELS = ["user", "session", "account", "verification"] as const;

/** The database adapter better-auth sees for one site (its DBAdapter, taken from the factory's type). */
export type DBAdapter = ReturnType<ReturnType<typeof drizzleAdapter>>;
type Where = NonNullable<Parameters<DBAdapter["findMany"]>[0]["where"]>[number];

/**
 * Tenancy for better-auth: every row it writes gets `site`, and every read, update, delete and
 * count it makes is ANDed with `site = <slug>` (the drizzle adapter puts AND terms around any OR
 * group). So a code, user, session or account of one site is invisible to another site's instance,
 * even for the same phone number or a copied cookie.
 */
function siteScoped<A extends Omit<DBAdapter, "transaction">>(inner: A, site: string): A {
  const where = (clauses: Where[] | undefined): Where[] => [
    ...(clauses ?? []),
    { field: "site", operator: "eq", value: site, connector: "AND" },
  ];
  const withoutSite = (update: Record<string, unknown>) => {
    const { site: _ignored, ...rest } = update;
    return rest;
  };
  return {
    ...inner,
    create: (data) => inner.create({ ...data, data: { ...data.data, site } }),
    findOne: (data) => inner.findOne({ ...data, where: where(data.where) }),
    findMany: (data) => inner.findMany({ ...data, where: where(data.where) }),
    count: (data) => inner.count({ ...data, where: where(data.where) }),
    update: (data) =>
      inner.update({ ...data, where: where(data.where), update: withoutSite(data.update) }),
    updateMany: (data) =>
      inner.updateMany({ ...data, where: where(data.where), update: withoutSite(data.update) }),
    delete: (data) => inner.delete({ ...data, where: where(data.where) }),
    deleteMany: (data) => inner.deleteMany({ ...data, where: where(data.where) }),
    consumeOne: (data) => inner.consumeOne({ ...data, where: where(data.where) }),
    incrementOne: (data) => inner.incrementOne({ ...data, where: where(data.where) }),
  };
}

/** siteScoped for the adapter and for the transaction adapters it hands out. */
export function siteScopedAdapter(inner: DBAdapter, site: string): DBAdapter {
  return {
    ...siteScoped(inner, site),
    transaction: (callback) => inner.transaction((trx) => callback(siteScoped(trx, site))),
  };
}

/**
 * Declares the `site` column on better-auth's models, so its adapter maps and filters it; the
 * default is this instance's site (the scoped adapter sets it on every write regardless).
 */
export const tenancyPlugin = (site: string) => ({
  id: "forecourt-site",
  schema: Object.fromEntries(
    SCOPED_MODELS.map((model) => [
      model,
      {
        fields: {
          site: {
            type: "string" as const,
            required: true,
            input: false,
            returned: false,
            defaultValue: site,
          },
        },
      },
    ]),
  ),
});

/** The options every site's better-auth instance starts from; each adds its models and plugins. */
export function siteAuthBase(input: {
  db: StoreDb;
  site: string;
  secure: boolean;
  secret: string;
  /** better-auth's model names → the store's tables. */
  tables: Record<string, PgTable>;
  cookiePrefix: string;
  sameSite: "lax" | "strict";
}) {
  const database = drizzleAdapter(input.db, { provider: "pg", schema: input.tables });
  return {
    // Only auth.api is called (from our Hono routes); no better-auth HTTP handler is mounted.
    baseURL: `${input.secure ? "https" : "http"}://${input.site}.forecourt.invalid`,
    secret: input.secret,
    database: (betterAuthOptions: BetterAuthOptions) =>
      siteScopedAdapter(database(betterAuthOptions), input.site),
    // Our Hono routes carry the sign-in rate limits (per IP and per site).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: "error" as const },
    advanced: {
      cookiePrefix: input.cookiePrefix,
      useSecureCookies: input.secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: input.sameSite, path: "/" },
      database: { generateId: () => randomUUID() },
    },
  };
}
