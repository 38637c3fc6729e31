import {
  bigserial,
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ts } from "./columns";
// Read lazily (in references and table callbacks), so the import cycle with schema.ts is safe.
import { leads, sites } from "./schema";

/**
 * The dealer staff's tables (issue 17): staff and their sign-in (better-auth's models), lead
 * status changes and the audit log. schema.ts re-exports them as part of the store's schema.
 */

/** A site's staff (issue 17 §2); also better-auth's `user` model for staff sign-in (adapters/src/auth/staff-auth). */
export const staff = pgTable(
  "staff",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    id: text("id").notNull(),
    email: text("email").notNull(),
    role: text("role").$type<"owner" | "manager" | "sales">().notNull(),
    name: text("name"),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.id] }),
    uniqueIndex("staff_site_email_idx").on(t.site, t.email),
  ],
);

/** better-auth's `session` model for staff: a cookie of its own, never a shopper's. */
export const staffSessions = pgTable(
  "staff_sessions",
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
    uniqueIndex("staff_sessions_site_token_idx").on(t.site, t.token),
    index("staff_sessions_site_user_idx").on(t.site, t.userId),
    foreignKey({ columns: [t.site, t.userId], foreignColumns: [staff.site, staff.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** better-auth's `account` model for staff (an e-mail code makes none; kept for its schema). */
export const staffAccounts = pgTable(
  "staff_accounts",
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
    index("staff_accounts_site_user_idx").on(t.site, t.userId),
    foreignKey({ columns: [t.site, t.userId], foreignColumns: [staff.site, staff.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** better-auth's `verification` model for staff e-mail codes. */
export const staffVerifications = pgTable(
  "staff_verifications",
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
    index("staff_verifications_site_identifier_idx").on(t.site, t.identifier),
  ],
);

/** Every lead status change: who (kept by e-mail too, so it survives the member) and when. */
export const leadStatusChanges = pgTable(
  "lead_status_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    staffId: text("staff_id").notNull(),
    staffEmail: text("staff_email").notNull(),
    at: ts("at").notNull(),
  },
  (t) => [index("lead_status_changes_site_lead_idx").on(t.site, t.leadId, t.at)],
);

/** Staff changes made in the dealer console (issue 17 §3 Audit log); rows are never updated. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    actorEmail: text("actor_email").notNull(),
    actorRole: text("actor_role").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    at: ts("at").notNull(),
  },
  (t) => [index("audit_log_site_id_idx").on(t.site, t.id)],
);
