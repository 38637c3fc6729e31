/**
 * The store's tables (issue 4 §1). Every row carries its site, and every
 * per-tenant key starts with it, so a query that forgets the site cannot hit
 * an index and foreign keys can never join two tenants' rows.
 * Kept in step with migrations/ by the schema test.
 *
 * Each file holds one part and imports only the parts it references (base-schema.ts: the site
 * and what it owns directly); this one gathers them, and nothing imports it back.
 */
import {
  analyticsEvents,
  cars,
  carViews,
  idempotentResponses,
  invoicePayments,
  leadOutbox,
  leadRoundRobin,
  leads,
  rateLimitHits,
  reservations,
  sites,
  stockChanges,
  tradeInLeads,
} from "./base-schema";
import { feedRuns } from "./feed-run-schema";
import { carViewDays, zeroResultSearches } from "./insights-schema";
import { leadDeliveryTargets } from "./lead-delivery-target-schema";
import { mediaObjects } from "./media-object-schema";
import {
  accounts,
  savedSearches,
  sessions,
  users,
  verifications,
  watchlists,
} from "./shopper-schema";
import { signInThrottles } from "./sign-in-throttle-schema";
import { siteDomains } from "./site-domain-schema";
import {
  auditLog,
  leadStatusChanges,
  staff,
  staffAccounts,
  staffSessions,
  staffVerifications,
} from "./staff-schema";

export * from "./base-schema";
export * from "./feed-run-schema";
export * from "./insights-schema";
export * from "./lead-delivery-target-schema";
export * from "./media-object-schema";
export * from "./shopper-schema";
export * from "./sign-in-throttle-schema";
export * from "./staff-schema";

export const storeSchema = {
  sites,
  siteDomains,
  cars,
  stockChanges,
  leads,
  leadOutbox,
  leadDeliveryTargets,
  leadRoundRobin,
  tradeInLeads,
  users,
  sessions,
  accounts,
  verifications,
  savedSearches,
  watchlists,
  carViews,
  analyticsEvents,
  reservations,
  invoicePayments,
  idempotentResponses,
  rateLimitHits,
  signInThrottles,
  carViewDays,
  zeroResultSearches,
  staff,
  staffSessions,
  staffAccounts,
  staffVerifications,
  leadStatusChanges,
  auditLog,
  feedRuns,
  mediaObjects,
};
