import type { DomainClaimSettings } from "@forecourt/adapters/sites/site-domains";
import type { FeedPull } from "@forecourt/adapters/stock-import/feed-pull";
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
  SavedSearchRepository,
  SearchPort,
  ShopperAuthPort,
  SiteDomainRepository,
  SiteRepository,
  SiteResolver,
  StaffAuthPort,
  StaffRepository,
  StockRepository,
  TradeInLeadRepository,
  UserRepository,
  ViewCounter,
  WatchlistRepository,
} from "@forecourt/core";
import type { CardTestingLimits } from "@forecourt/core/payments/card-testing";
import type { FeedRunRepository } from "@forecourt/core/ports/feed-runs";
import type { SignInThrottleRepository } from "@forecourt/core/ports/sign-in-throttle";
import type { SignInCodeLimits } from "@forecourt/core/security/sign-in-throttle";
import type { Logger } from "pino";

/**
 * What the API needs from the platform: the store repositories, the search
 * engine and the outside-call ports of core/src/ports. Tests pass the real
 * PGlite-backed store; the CLI passes `createPlatform(env)`.
 */
export interface ApiDeps {
  sites: SiteRepository;
  /** Issue 30 §3: each site's domain claims; only verified ones answer for it. */
  siteDomains: SiteDomainRepository;
  /** How a claim is proved (DNS TXT or HTTP token through the outbound guard). */
  domainClaims: DomainClaimSettings;
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
  /**
   * Issue 34 §4: signs lead forms' render stamps; the same on every instance (the platform's, from
   * FORECOURT_AUTH_SECRET). Without it each process signs with its own random key.
   */
  formStampSecret?: string;
  /** Overrides every site's spam.minSeconds (FORECOURT_LEAD_FORM_MIN_SECONDS; e2e sets 0). */
  leadFormMinSeconds?: number;
  /** Staff sign-in to the dealer console by e-mail code (better-auth, its own sessions and cookie). */
  dealerAuth: StaffAuthPort;
  watchlists: WatchlistRepository;
  /** Issue 14 §3 the signed-in shoppers' saved searches. */
  savedSearches: SavedSearchRepository;
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
  /**
   * Car photos for the PDF, fetched through the outbound-fetch guard and cached (the platform's,
   * which FORECOURT_FETCH_ALLOW configures); absent, the guard lets no private address through.
   */
  carPhoto?: (url: string) => Promise<Uint8Array | null>;
  /** The store's shared rate-limit counters; absent, each process counts its own. */
  rateCounter?: SharedRateCounter;
  /** Sign-in code cooldowns, caps and lockouts per destination, in the store (issue 30 §6). */
  signInThrottle: SignInThrottleRepository;
  /** Issue 33 §1: each site's stock feed pulls, as the console lists them. */
  feedRuns: FeedRunRepository;
  /** Pulls a site's feed now ("run now"), unless another instance is pulling it. */
  feedPull: Pick<FeedPull, "pull">;
  /** Runs `listener` after any site is created, changed or deleted (by any process). */
  onSiteChange?: (listener: () => void) => () => void;
  /**
   * The process's one host → site resolution (the platform's, which the site's pages share);
   * absent, the API makes its own over `sites`, cached for `siteCacheMs` and emptied by `onSiteChange`.
   */
  siteResolver?: SiteResolver;
}

/**
 * Where the rate limiters count (issue 20 §3): the platform's store, so every process behind
 * one load balancer counts against one total. Without it each process counts in its memory.
 */
export interface SharedRateCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  unhit(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
  /** The count of `key` in its current window, adding nothing (card-testing defences read it). */
  peek(key: string): Promise<number>;
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
  /**
   * Card payments (/online-payment) per client IP and per site per window (issue 30 §10); default
   * 10 per IP and 300 per site an hour, off where `rateLimits` is false and this is not given.
   */
  paymentRateLimits?: RateLimits | false;
  /**
   * Anonymous writes per client IP and per site per window, each group counted apart: trade-in
   * requests, analytics events and phone reveals, view counter hits (issue 30 §9); default 120 per
   * IP and 6,000 per site a minute, off where `rateLimits` is false and this is not given.
   */
  writeRateLimits?: RateLimits | false;
  /** Declined card payments per client and site before a challenge or a refusal (issue 30 §10). */
  cardTestingLimits?: CardTestingLimits;
  /** Sign-in code cooldown, daily cap and lockout (default core's DEFAULT_SIGN_IN_CODE_LIMITS). */
  signInCodeLimits?: SignInCodeLimits;
  /**
   * Reverse proxies in front of this process (issue 30 §2), default 0: the client address and
   * the host come from the socket and Host; with N, from what the outermost trusted proxy wrote.
   */
  trustedProxyHops?: number;
  /**
   * Where the client address comes from: the socket (standalone, the default) or, mounted in
   * the site, the header web/server.ts sets on every request (`x-forecourt-client-ip`).
   */
  clientAddressFrom?: "socket" | "site-server";
  /** Largest accepted request body in bytes. */
  bodyLimitBytes?: number;
  /**
   * Requests with a body one client may have open at once in this process (issue 30 §11);
   * default 8, off (`false`) where `rateLimits` is false and this is not given.
   */
  openUploadsPerClient?: number | false;
  /** Fetches a car photo for the PDF; null when it cannot. */
  fetchImage?: (url: string) => Promise<Uint8Array | null>;
  /**
   * How long a Host → site answer is reused, in ms (a site change seen by `onSiteChange` drops it
   * at once); only where the deps bring no `siteResolver` of their own.
   */
  siteCacheMs?: number;
}
