import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ts } from "./columns";

/**
 * The tables the other schema files build on: a site and the rows it owns directly (its stock,
 * leads and their outbox, reservations, analytics, the limiters' counters). schema.ts gathers
 * them with the rest as the store's schema.
 */
export const sites = pgTable(
  "sites",
  {
    slug: text("slug").primaryKey(),
    config: jsonb("config").$type<Record<string, unknown>>().notNull(),
    domains: text("domains").array().notNull(),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [index("sites_domains_idx").using("gin", t.domains)],
);

export const cars = pgTable(
  "cars",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug, { onDelete: "cascade" }),
    id: text("id").notNull(),
    slug: text("slug"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    updatedAt: ts("updated_at").notNull(),
    /**
     * When the store first stored this car id for the site (kept on later updates, never from
     * the feed): the saved-search "new" query's date for a car whose feed gave no created_at.
     * Not part of the Car in `data`.
     */
    firstSeenAt: ts("first_seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.id] }), index("cars_site_slug_idx").on(t.site, t.slug)],
);

/** Which cars changed, by the id of the last transaction writing each (kept by triggers on cars). */
export const stockChanges = pgTable(
  "stock_changes",
  {
    site: text("site").notNull(),
    carId: text("car_id").notNull(),
    xid: bigint("xid", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.carId] }), index("stock_changes_xid_idx").on(t.xid)],
);

export const leads = pgTable(
  "leads",
  {
    id: text("id").primaryKey(),
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text("idempotency_key"),
    /** Hash of the canonical request body that first used the idempotency key. */
    requestHash: text("request_hash"),
    /** The shopper signed in when the lead was sent (their garage lists it). */
    userId: text("user_id"),
    /** Where the dealer's staff are with it (core LeadStatus): new until someone moves it. */
    status: text("status").notNull().default("new"),
    createdAt: ts("created_at").notNull(),
    /** Issue 34: the staff member who owns it (routing on arrival, or a manager's reassignment). */
    ownerId: text("owner_id"),
    /** The team its routing rule sent it to, if any. */
    teamId: text("team_id"),
    /** When its first response is due, in its location's business time. */
    firstResponseDueAt: ts("first_response_due_at"),
    /** The first staff response (status change); null until then. */
    firstResponseAt: ts("first_response_at"),
    /** Issue 34 §4 (migration 0024): 'spam', 'not-spam' once staff say so, or null. */
    spamState: text("spam_state").$type<"spam" | "not-spam">(),
    /** The spam score and its reasons (core spamVerdict), kept with every lead. */
    spamScore: integer("spam_score").notNull().default(0),
    spamReasons: jsonb("spam_reasons").$type<string[]>().notNull().default([]),
    /** The site's human check: 'passed', 'unverified' (provider down), or null (none). */
    humanCheck: text("human_check").$type<"passed" | "unverified">(),
  },
  (t) => [
    index("leads_site_status_created_idx").on(t.site, t.status, t.createdAt),
    uniqueIndex("leads_site_idempotency_key_idx").on(t.site, t.idempotencyKey),
    index("leads_site_user_idx")
      .on(t.site, t.userId, t.createdAt)
      .where(sql`${t.userId} IS NOT NULL`),
    index("leads_site_created_idx").on(t.site, t.createdAt),
    index("leads_site_phone_idx").on(t.site, sql`(${t.payload} ->> 'phone')`, t.createdAt),
    index("leads_site_owner_created_idx").on(t.site, t.ownerId, t.createdAt),
    index("leads_site_spam_created_idx").on(t.site, t.spamState, t.createdAt),
  ],
);

/** Issue 34 §1: each team's round-robin position (core RoundRobinTurns), migration 0021. */
export const leadRoundRobin = pgTable(
  "lead_round_robin",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    team: text("team").notNull(),
    turns: jsonb("turns").$type<{ next: number; last: Record<string, number> }>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.team] })],
);

export const leadOutbox = pgTable(
  "lead_outbox",
  {
    leadId: text("lead_id")
      .primaryKey()
      .references(() => leads.id),
    site: text("site").notNull(),
    state: text("state").$type<"pending" | "delivered" | "dead">().notNull(),
    attempts: integer("attempts").notNull(),
    nextAttemptAt: ts("next_attempt_at").notNull(),
    lastError: text("last_error"),
    deliveredAt: ts("delivered_at"),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    index("lead_outbox_due_idx").on(t.state, t.nextAttemptAt),
    index("lead_outbox_site_state_idx").on(t.site, t.state),
  ],
);

export const tradeInLeads = pgTable(
  "trade_in_leads",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    id: text("id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    offerAccepted: boolean("offer_accepted").notNull(),
    formCompleted: boolean("form_completed").notNull(),
    leadId: text("lead_id"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.id] })],
);

export const carViews = pgTable(
  "car_views",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    carId: text("car_id").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.carId] })],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    eventId: integer("event_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    at: ts("at").notNull(),
  },
  (t) => [index("analytics_events_site_at_idx").on(t.site, t.at)],
);

export const reservations = pgTable(
  "reservations",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    id: text("id").notNull(),
    carId: text("car_id").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    customer: jsonb("customer").$type<{ name: string; email: string; phone: string }>().notNull(),
    reference: text("reference").notNull(),
    createdAt: ts("created_at").notNull(),
    /** Null only on rows from before migration 0002. */
    leadId: text("lead_id").references(() => leads.id),
    idempotencyKey: text("idempotency_key"),
    /** Issue 30 §7 whose hold ("user:<id>", "client:<address>"); null on older rows. */
    holder: text("holder"),
    /** When an unpaid hold frees its car; null: paid, or an older row. */
    expiresAt: ts("expires_at"),
    /** When the hold was released (expired, or its payment not captured). */
    releasedAt: ts("released_at"),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.id] }),
    index("reservations_site_car_idx").on(t.site, t.carId),
    uniqueIndex("reservations_site_idempotency_key_idx").on(t.site, t.idempotencyKey),
  ],
);

/** Online payments of dealer invoices (§2 /online-payment); amounts are decimal dollars. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug),
    id: text("id").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    customer: jsonb("customer").$type<{ name: string; email: string; phone: string }>().notNull(),
    reference: text("reference").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.id] }),
    uniqueIndex("invoice_payments_site_reference_idx").on(t.site, t.reference),
  ],
);

/** Issue 15 §3 the first successful answer per Idempotency-Key on the routes that are not leads. */
export const idempotentResponses = pgTable(
  "idempotent_responses",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    body: text("body").notNull(),
    setCookies: jsonb("set_cookies").$type<string[]>().notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.scope, t.key] })],
);

/** The rate limiters' shared counters: hits per key in its window ending at `windowEndsAt` (epoch ms). */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    windowEndsAt: bigint("window_ends_at", { mode: "number" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limit_hits_window_idx").on(t.windowEndsAt)],
);
