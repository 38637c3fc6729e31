import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { authAccountTable, authSessionTable, authVerificationTable } from "./auth-tables";
import { leads, sites } from "./base-schema";
import { ts } from "./columns";

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
export const staffSessions = authSessionTable("staff_", () => staff);

/** better-auth's `account` model for staff (an e-mail code makes none; kept for its schema). */
export const staffAccounts = authAccountTable("staff_", () => staff);

/** better-auth's `verification` model for staff e-mail codes. */
export const staffVerifications = authVerificationTable("staff_");

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
