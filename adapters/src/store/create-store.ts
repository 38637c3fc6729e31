import type {
  AnalyticsRepository,
  AuditRepository,
  IdempotentResponseRepository,
  InsightsRepository,
  InvoicePaymentRepository,
  LeadInboxRepository,
  LeadRepository,
  MediaStore,
  ReservationRepository,
  SavedSearchRepository,
  ShopperAuthPort,
  SiteDomainRepository,
  SiteRepository,
  StaffAuthPort,
  StaffRepository,
  StockRepository,
  TradeInLeadRepository,
  UserRepository,
  ViewCounter,
  WatchlistRepository,
} from "@forecourt/core";
import type { FeedRunRepository } from "@forecourt/core/ports/feed-runs";
import type { SignInThrottleRepository } from "@forecourt/core/ports/sign-in-throttle";
import { sql } from "drizzle-orm";
import { lazyShopperAuth, lazyStaffAuth } from "../auth/lazy-auth";
import type { ShopperAuthOptions } from "../auth/shopper-auth";
import type { StaffAuthOptions } from "../auth/staff-auth";
import { createPostgresMediaStore } from "../media/postgres-media-store";
import { drizzleAnalyticsRepository, drizzleViewCounter } from "./activity-repositories";
import { drizzleAuditRepository } from "./audit-repository";
import { type EmbeddedOptions, openPglite, openPostgres, type StoreConnection } from "./connection";
import { translatingConnectionErrors } from "./errors";
import { drizzleFeedRunRepository } from "./feed-run-repository";
import { drizzleIdempotentResponseRepository } from "./idempotent-response-repository";
import { drizzleInsightsRepository } from "./insights-repository";
import { drizzleLeadRepository } from "./lead-repository";
import { migrate } from "./migrate";
import { drizzleInvoicePaymentRepository } from "./payment-repositories";
import { drizzleRateCounter, type RateCounter } from "./rate-counter";
import { drizzleReservationRepository, drizzleTradeInLeadRepository } from "./sales-repositories";
import { drizzleSavedSearchRepository } from "./saved-search-repository";
import { drizzleUserRepository, drizzleWatchlistRepository } from "./shopper-repositories";
import { drizzleSignInThrottleRepository } from "./sign-in-throttle-repository";
import { drizzleSiteDomainRepository } from "./site-domain-repository";
import { drizzleSiteRepository } from "./site-repository";
import { createSiteWatch, type SiteWatch } from "./site-watch";
import { drizzleLeadInbox } from "./staff-lead-inbox";
import { drizzleStaffRepository } from "./staff-repository";
import { drizzleStockRepository } from "./stock-repository";

export interface StoreOptions extends EmbeddedOptions {
  /** Embedded PGlite lives under `<dataDir>/pglite` (default ./data); ":memory:" keeps it in memory. */
  dataDir?: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** node-postgres pool size (PostgreSQL only). */
  poolSize?: number;
}

/** Every repository port, backed by one database. */
export interface Store {
  kind: "pglite" | "postgres";
  sites: SiteRepository;
  /** Issue 30 §3: each site's domain claims, pending until proved; only verified ones answer. */
  siteDomains: SiteDomainRepository;
  stock: StockRepository;
  leads: LeadRepository;
  tradeIns: TradeInLeadRepository;
  reservations: ReservationRepository;
  invoicePayments: InvoicePaymentRepository;
  /** Issue 15 §3 answers kept per Idempotency-Key for payments, spins and sign-in. */
  idempotentResponses: IdempotentResponseRepository;
  users: UserRepository;
  /** §6 sign-in (better-auth on this store's tables, scoped by site), sending codes through `otpSender`. */
  shopperAuth(options: ShopperAuthOptions): ShopperAuthPort;
  /** A site's dealer staff and their roles (issue 17 §2). */
  staff: StaffRepository;
  /** The dealer console's leads inbox: filters, detail, status changes with who and when. */
  leadInbox: LeadInboxRepository;
  /** Staff sign-in by e-mail code (better-auth on the staff tables, scoped by site, its own cookie). */
  staffAuth(options: StaffAuthOptions): StaffAuthPort;
  watchlists: WatchlistRepository;
  /** Issue 14 §3 signed-in shoppers' saved searches. */
  savedSearches: SavedSearchRepository;
  views: ViewCounter;
  analytics: AnalyticsRepository;
  /** The dealer console's audit log of staff changes (issue 17 §3). */
  audit: AuditRepository;
  /** The dealer console's insights: daily views, zero-result searches, leads by car and day. */
  insights: InsightsRepository;
  /** Site changes made by any process on this database (not started until `start`). */
  siteWatch: SiteWatch;
  /** The rate limiters' counters, shared by every process on this store (issue 20 §3). */
  rateCounter: RateCounter;
  /** Sign-in code limits per destination, shared by every process on this store (issue 30 §6). */
  signInThrottle: SignInThrottleRepository;
  /** Issue 33 §1: each site's feed pulls, and the lease making one instance pull a feed at a time. */
  feedRuns: FeedRunRepository;
  /** Issue 33 §2: photos kept in this database (FORECOURT_MEDIA_STORE=database). */
  storedMedia: MediaStore;
  /** The store's change notices (StoreConnection.listen), when it sends them; the stock sync listens. */
  notices: Pick<StoreConnection, "listen">;
  /** True when the database answers (GET /api/health). */
  health(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the store (PostgreSQL when databaseUrl is given, else embedded PGlite),
 * applies pending migrations and returns every repository. Connection failures
 * surface as StoreUnavailableError (code "STORE_UNAVAILABLE").
 */
export async function createStore(options: StoreOptions = {}): Promise<Store> {
  const connection: StoreConnection = await translatingConnectionErrors({
    open: () =>
      options.databaseUrl
        ? openPostgres(
            options.databaseUrl,
            options.poolSize === undefined ? {} : { max: options.poolSize },
          )
        : openPglite(options.dataDir ?? "./data", options),
  }).open();
  return storeOn(connection);
}

/** Migrates an open connection and builds every repository on it (createStore, and tests that need the raw connection). */
export async function storeOn(connection: StoreConnection): Promise<Store> {
  try {
    await translatingConnectionErrors({ migrate }).migrate(connection.db);
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
  const { db } = connection;
  const guard = translatingConnectionErrors;
  const sites = guard(drizzleSiteRepository(db));
  const siteWatch = createSiteWatch(connection, () => sites.version());
  return {
    kind: connection.kind,
    sites,
    siteDomains: guard(drizzleSiteDomainRepository(db)),
    siteWatch,
    notices: connection.listen ? { listen: connection.listen } : {},
    stock: guard(drizzleStockRepository(db)),
    leads: guard(drizzleLeadRepository(db)),
    tradeIns: guard(drizzleTradeInLeadRepository(db)),
    reservations: guard(drizzleReservationRepository(db)),
    invoicePayments: guard(drizzleInvoicePaymentRepository(db)),
    idempotentResponses: guard(drizzleIdempotentResponseRepository(db)),
    users: guard(drizzleUserRepository(db)),
    shopperAuth: (options) => guard(lazyShopperAuth(db, options)),
    staff: guard(drizzleStaffRepository(db)),
    leadInbox: guard(drizzleLeadInbox(db)),
    staffAuth: (options) => guard(lazyStaffAuth(db, options)),
    watchlists: guard(drizzleWatchlistRepository(db)),
    savedSearches: guard(drizzleSavedSearchRepository(db)),
    views: guard(drizzleViewCounter(db)),
    analytics: guard(drizzleAnalyticsRepository(db)),
    audit: guard(drizzleAuditRepository(db)),
    insights: guard(drizzleInsightsRepository(db)),
    rateCounter: guard(drizzleRateCounter(db)),
    signInThrottle: guard(drizzleSignInThrottleRepository(db)),
    feedRuns: guard(drizzleFeedRunRepository(db)),
    storedMedia: guard(createPostgresMediaStore(db)),
    async health() {
      try {
        await db.execute(sql`SELECT 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await siteWatch.stop();
      await connection.close();
    },
  };
}
