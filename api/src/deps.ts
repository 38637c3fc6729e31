import type {
  AnalyticsRepository,
  AuditRepository,
  DeliveryPricePort,
  FinanceQuotePort,
  GeocodingPort,
  IdempotentResponseRepository,
  InsightsRepository,
  LeadInboxRepository,
  LeadRepository,
  MarketPricePort,
  PaymentPort,
  ReservationRepository,
  SearchPort,
  ShopperAuthPort,
  SiteRepository,
  StaffAuthPort,
  StaffRepository,
  StockRepository,
  TradeInLeadRepository,
  UserRepository,
  ViewCounter,
  WatchlistRepository,
} from "@forecourt/core";
import type { Logger } from "pino";

/**
 * What the API needs from the platform: the store repositories, the search
 * engine and the outside-call ports of core/src/ports. Tests pass the real
 * PGlite-backed store; the CLI passes `createPlatform(env)`.
 */
export interface ApiDeps {
  sites: SiteRepository;
  stock: StockRepository;
  leads: LeadRepository;
  tradeIns: TradeInLeadRepository;
  reservations: ReservationRepository;
  /** Issue 15 §3 answers kept per Idempotency-Key on the payment, prize-wheel and sign-in routes. */
  idempotentResponses: IdempotentResponseRepository;
  users: UserRepository;
  /** §6 sign-in by mobile number and one-time code (better-auth, scoped by site). */
  auth: ShopperAuthPort;
  /** A site's dealer staff and their roles (issue 17 §2). */
  staff: StaffRepository;
  /** The dealer console's leads inbox (issue 17 §3). */
  leadInbox: LeadInboxRepository;
  /** Staff sign-in to the dealer console by e-mail code (better-auth, its own sessions and cookie). */
  dealerAuth: StaffAuthPort;
  watchlists: WatchlistRepository;
  views: ViewCounter;
  analytics: AnalyticsRepository;
  search: SearchPort;
  geocoding: GeocodingPort;
  deliveryPrice: DeliveryPricePort;
  marketPrice: MarketPricePort;
  financeQuote: FinanceQuotePort;
  /** Charges the reserve amount and pays invoices (/online-payment); the embedded default charges no card. */
  payment: PaymentPort;
  /** The dealer console's audit log of staff changes (issue 17 §3). */
  audit: AuditRepository;
  /** The dealer console's insights: daily views, zero-result searches, leads by car and day. */
  insights: InsightsRepository;
  /**
   * Brings this process's search index up to the store now (the platform's syncStock), so a
   * console edit shows on the shopper site at once rather than at the next poll.
   */
  syncStock?: () => Promise<unknown>;
  /** Resolves true when the store answers a trivial query (GET /api/health). */
  storeHealth: () => Promise<boolean>;
  /** The store's shared rate-limit counters; absent, each process counts its own. */
  rateCounter?: SharedRateCounter;
  /** Runs `listener` after any site is created, changed or deleted (by any process). */
  onSiteChange?: (listener: () => void) => () => void;
}

/**
 * Where the rate limiters count (issue 20 §3): the platform's store, so every process behind
 * one load balancer counts against one total. Without it each process counts in its memory.
 */
export interface SharedRateCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  unhit(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Per-request limits (count per window); `false` turns a limiter off (the benchmark does). */
export interface RateLimits {
  windowMs: number;
  /** Lead, quote and sign-in requests one client IP may make per window. */
  perIp: number;
  /** Lead, quote and sign-in requests one site may take per window from all IPs. */
  perSite: number;
}

/** Settings of one API process; every field has an embedded-friendly default. */
export interface ApiOptions {
  logger?: Logger;
  /** The clock is read only here, at the edge; tests pin it. */
  now?: () => Date;
  /** Uniform numbers in [0, 1) for prize draws (/spin-to-win); tests pin it. */
  random?: () => number;
  rateLimits?: RateLimits | false;
  /** Use the first X-Forwarded-For address as the client IP (behind a load balancer). */
  trustProxy?: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimitBytes?: number;
  /** Fetches a car photo for the PDF; null when it cannot. */
  fetchImage?: (url: string) => Promise<Uint8Array | null>;
  /** How long a Host → site answer is reused, in ms (a site change seen by `onSiteChange` drops it at once). */
  siteCacheMs?: number;
  /**
   * Called after cars change (a reservation marks one reserved), with the request's host, so
   * a shell that caches pages (the Next site) can refresh them. Failures are logged, not thrown.
   */
  onCarsChanged?: (change: { site: string; host: string; slugs: string[] }) => void | Promise<void>;
}
