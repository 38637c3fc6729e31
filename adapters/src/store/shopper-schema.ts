import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { authAccountTable, authSessionTable, authVerificationTable } from "./auth-tables";
import { sites } from "./base-schema";
import { ts } from "./columns";

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
export const sessions = authSessionTable("", () => users);

/** better-auth's `account` model (unused by phone sign-in, which makes no credential; kept for its schema). */
export const accounts = authAccountTable("", () => users);

/** better-auth's `verification` model: one-time codes (`<code>:<wrong tries>`) per site and number. */
export const verifications = authVerificationTable("");

/** Issue 14 §3 saved searches (migration 0007). */
export const savedSearches = pgTable(
  "saved_searches",
  {
    site: text("site").notNull(),
    id: text("id").notNull(),
    userId: text("user_id").notNull(),
    href: text("href").notNull(),
    label: text("label").notNull(),
    createdAt: ts("created_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.id] }),
    unique("saved_searches_site_user_id_href_key").on(t.site, t.userId, t.href),
    index("saved_searches_user_idx").on(t.site, t.userId, t.createdAt),
    foreignKey({ columns: [t.site, t.userId], foreignColumns: [users.site, users.id] }).onDelete(
      "cascade",
    ),
  ],
);

export const watchlists = pgTable(
  "watchlists",
  {
    site: text("site").notNull(),
    userId: text("user_id").notNull(),
    carId: text("car_id").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.userId, t.carId] }),
    foreignKey({ columns: [t.site, t.userId], foreignColumns: [users.site, users.id] }).onDelete(
      "cascade",
    ),
  ],
);
