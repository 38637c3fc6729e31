import {
  type AnyPgColumn,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sites } from "./base-schema";
import { ts } from "./columns";

/**
 * better-auth's session, account and verification models, per site. Shoppers (shopper-schema.ts)
 * and staff (staff-schema.ts) each get their own set under their own table names, so a staff
 * cookie can never be a shopper's; `prefix` names the tables and their indexes ("" for the
 * shoppers' `sessions`, "staff_" for `staff_sessions`).
 */
type UserTable = { site: AnyPgColumn; id: AnyPgColumn };

export function authSessionTable<const P extends string>(prefix: P, user: () => UserTable) {
  return pgTable(
    `${prefix}sessions`,
    {
      site: text("site").notNull(),
      id: text("id").notNull(),
      token: text("token").notNull(),
      userId: text("user_id").notNull(),
      expiresAt: ts("expires_at").notNull(),
      ipAddress: text("ip_address"),
      userAgent: text("user_agent"),
      createdAt: ts("created_at").notNull(),
      updatedAt: ts("updated_at").notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.site, t.id] }),
      uniqueIndex(`${prefix}sessions_site_token_idx`).on(t.site, t.token),
      index(`${prefix}sessions_site_user_idx`).on(t.site, t.userId),
      foreignKey({
        columns: [t.site, t.userId],
        foreignColumns: [user().site, user().id],
      }).onDelete("cascade"),
    ],
  );
}

/** An account row holds a credential; sign-in by a code makes none, but better-auth needs the model. */
export function authAccountTable<const P extends string>(prefix: P, user: () => UserTable) {
  return pgTable(
    `${prefix}accounts`,
    {
      site: text("site").notNull(),
      id: text("id").notNull(),
      userId: text("user_id").notNull(),
      accountId: text("account_id").notNull(),
      providerId: text("provider_id").notNull(),
      accessToken: text("access_token"),
      refreshToken: text("refresh_token"),
      idToken: text("id_token"),
      accessTokenExpiresAt: ts("access_token_expires_at"),
      refreshTokenExpiresAt: ts("refresh_token_expires_at"),
      scope: text("scope"),
      password: text("password"),
      createdAt: ts("created_at").notNull(),
      updatedAt: ts("updated_at").notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.site, t.id] }),
      index(`${prefix}accounts_site_user_idx`).on(t.site, t.userId),
      foreignKey({
        columns: [t.site, t.userId],
        foreignColumns: [user().site, user().id],
      }).onDelete("cascade"),
    ],
  );
}

/** One-time codes (`<code>:<wrong tries>`) per site and identifier (a number or an e-mail). */
export function authVerificationTable<const P extends string>(prefix: P) {
  return pgTable(
    `${prefix}verifications`,
    {
      site: text("site")
        .notNull()
        .references(() => sites.slug),
      id: text("id").notNull(),
      identifier: text("identifier").notNull(),
      value: text("value").notNull(),
      expiresAt: ts("expires_at").notNull(),
      createdAt: ts("created_at").notNull(),
      updatedAt: ts("updated_at").notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.site, t.id] }),
      index(`${prefix}verifications_site_identifier_idx`).on(t.site, t.identifier),
    ],
  );
}
