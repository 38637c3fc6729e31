import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ts } from "./columns";
// Read lazily (in references and table callbacks), so the import cycle with schema.ts is safe.
import { sites } from "./schema";

/**
 * §6 shoppers: one per phone per site. Also better-auth's `user` model (adapters/src/auth): the
 * JS keys are better-auth's field names (`phone` is its phoneNumber), `email`/`name` are
 * better-auth's placeholders for a phone-only account.
 */
export const users = pgTable(
  "users",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    id: text("id").notNull(),
    phone: text("phone").notNull(),
    phoneNumberVerified: boolean("phone_number_verified").notNull().default(false),
    name: text("name"),
    email: text("email"),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.id] }),
    uniqueIndex("users_site_phone_idx").on(t.site, t.phone),
  ],
);

/** better-auth's `session` model: the cookie carries the token, signed with FORECOURT_AUTH_SECRET. */
export const sessions = pgTable(
  "sessions",
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
    uniqueIndex("sessions_site_token_idx").on(t.site, t.token),
    index("sessions_site_user_idx").on(t.site, t.userId),
    foreignKey({ columns: [t.site, t.userId], foreignColumns: [users.site, users.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** better-auth's `account` model (unused by phone sign-in, which makes no credential; kept for its schema). */
export const accounts = pgTable(
  "accounts",
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
    index("accounts_site_user_idx").on(t.site, t.userId),
    foreignKey({ columns: [t.site, t.userId], foreignColumns: [users.site, users.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** better-auth's `verification` model: one-time codes (`<code>:<wrong tries>`) per site and number. */
export const verifications = pgTable(
  "verifications",
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
    index("verifications_site_identifier_idx").on(t.site, t.identifier),
  ],
);
