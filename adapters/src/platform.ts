import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type {
  LeadDeliveryPort,
  MailPort,
  MediaStore,
  SearchPort,
  ShopperAuthPort,
  SiteResolver,
  SmsPort,
  StaffAuthPort,
} from "@forecourt/core";
import { demoSites, demoStock } from "@forecourt/fixtures";
import { MailStaffCodeSender } from "./auth/mail-staff-code-sender";
import { SmsOtpSender } from "./auth/sms-otp-sender";
import { type CodeLogger, createLocalOutsideCalls, type LocalOutsideCalls } from "./local/index";
import { createPhotoIngester, type PhotoIngester } from "./media/ingest-photo";
import { chooseMediaStore, mediaSettings } from "./media/media-settings";
import { createMail, createSms } from "./messaging/create-messaging";
import { mailConfigFrom } from "./messaging/messaging-config";
import { type CarPhotoSource, cachedCarPhotos } from "./net/car-photos";
import { outboundFetchFromEnv } from "./net/outbound-fetch";
import { folderLeadDelivery } from "./outbox/folder-delivery";
import { eventLoopGauge } from "./outbox/load-gauge";
import { createOutboxRelay, type OutboxRelay } from "./outbox/relay";
import { storedLeadRenderer } from "./outbox/render-lead";
import { routedLeadDelivery, webhookLeadDelivery } from "./outbox/webhook-delivery";
import { createSearch } from "./search/create-search";
import { createStockSync } from "./search/stock-sync";
import { domainClaimsFromEnv } from "./sites/domain-probe";
import { createSiteFromDocument, siteDocument } from "./sites/site-admin";
import type { DomainClaimSettings } from "./sites/site-domains";
import { createSiteResolver, SITE_CACHE_MS } from "./sites/site-resolver";
import { createFeedPull, FEED_PULL_CHECK_MS, type FeedPull } from "./stock-import/feed-pull";
import { createStore, type Store } from "./store/create-store";
import { createHoldSweep, HOLD_SWEEP_INTERVAL_MS } from "./store/hold-sweep";
import { privateDataDir } from "./store/private-data-dir";
import type { StoreRole } from "./store/store-socket";

/** The environment the platform reads (README "Configuration"). */
export interface PlatformEnv {
  /** Embedded store, lead folder and other local data (default ./data). */
  FORECOURT_DATA_DIR?: string | undefined;
  /** PostgreSQL instead of the embedded PGlite store. */
  DATABASE_URL?: string | undefined;
  /** Typesense instead of the embedded search engine. */
  TYPESENSE_URL?: string | undefined;
  TYPESENSE_API_KEY?: string | undefined;
  /** The Typesense alias of the collection holding every site's cars (default `cars`). */
  TYPESENSE_COLLECTION?: string | undefined;
  /** A Typesense search-only key: each site searches under its own scoped key derived from it. */
  TYPESENSE_SEARCH_API_KEY?: string | undefined;
  /** Signs session cookies; the same value on every instance (random per process when unset). */
  FORECOURT_AUTH_SECRET?: string | undefined;
  /**
   * The key each site's lead webhook secret derives from (Forecourt-Signature, api/README.md);
   * the same value on every instance (random per process when unset: receivers cannot verify).
   */
  FORECOURT_WEBHOOK_SECRET?: string | undefined;
  [name: string]: string | undefined;
}

/** Everything a shell (API, web, CLI) needs: the store's repositories, search, the outside calls, lead delivery. */
export interface Platform extends Store, LocalOutsideCalls {
  dataDir: string;
  search: SearchPort;
  delivery: LeadDeliveryPort;
  relay: OutboxRelay;
  /** Issue 32: e-mail (SMTP with FORECOURT_SMTP_URL, else .eml files under <dataDir>/mail/). */
  mail: MailPort;
  /** Issue 32: text messages (Twilio with FORECOURT_SMS_PROVIDER=twilio, else files under <dataDir>/sms/). */
  sms: SmsPort;
  /** §6 sign-in (better-auth, scoped by site); codes go out through `otpSender` (by `sms`). */
  auth: ShopperAuthPort;
  /** Staff sign-in to the dealer console (issue 17 §2): e-mail codes, its own sessions and cookie. */
  dealerAuth: StaffAuthPort;
  /** Issue 33 §1: sites' stock feeds pulled from their URLs (on schedule once started; "run now"). */
  feedPull: FeedPull;
  /** Same as health(): GET /api/health asks the store. */
  storeHealth(): Promise<boolean>;
  /** Car photos for the PDF, through the outbound-fetch guard and cached (issue 30 §5). */
  carPhoto: CarPhotoSource;
  /** Issue 33 §2: dealers' photos, cleaned and resized (FORECOURT_MEDIA_STORE). */
  media: MediaStore;
  /** Issue 33 §2: fetches each photo a feed or the console names once, into `media`. */
  photos: PhotoIngester;
  /** Issue 30 §3: how a site's domain claims are checked (DNS TXT or HTTP token). */
  domainClaims: DomainClaimSettings;
  /** Issue 34 §4: signs lead forms' render stamps; FORECOURT_AUTH_SECRET's, so alike on every instance. */
  formStampSecret: string;
  /** FORECOURT_LEAD_FORM_MIN_SECONDS: every site's minimum seconds to send a lead form, when set. */
  leadFormMinSeconds?: number;
  /**
   * On first run (no sites yet) saves the fixture tenants and their stock, generated relative to
   * `now` (sold windows, new arrivals) so a fresh demo always shows every state; says whether it did.
   */
  seedDemo(now?: Date): Promise<{ seeded: boolean; sites: number; cars: number }>;
  /** Brings the search index up to date with the store (the source of truth); returns the car count. */
  reindex(): Promise<number>;
  /** Re-indexes the sites whose stock changed since the last look; returns them. */
  syncStock(): Promise<string[]>;
  /** Called after any site is created, changed or deleted (by any process), once started. */
  onSiteChange(listener: () => void): () => void;
  /**
   * Issue 31 §4: host → site for this process's pages, proxy and API, through one cache that a
   * site change (onSiteChange) empties at once; without a notice an answer lasts SITE_CACHE_MS.
   */
  siteResolver: SiteResolver;
  /** Called with the sites whose stock another process (or this one) changed, once started. */
  onStockChange(listener: (sites: string[]) => void): () => void;
  /**
   * seedDemo, reindex, then in the background the outbox relay delivers leads and the search
   * index follows stock changes made by other processes (imports, other instances).
   */
  start(options?: {
    seed?: boolean;
    relayIntervalMs?: number;
    /** The stock sync's safety poll (default 30 s behind the store's notices, 1 s without). */
    stockSyncIntervalMs?: number;
    /** How often the sites' version is compared (default 5 s behind the store's notices, 1 s without). */
    siteWatchPollMs?: number;
    /** How often lapsed unpaid reservation holds are released (default 60 s, issue 30 §7). */
    holdSweepIntervalMs?: number;
    /** How often sites' stock feeds are checked for a due pull (default 60 s, issue 33 §1). */
    feedPullCheckMs?: number;
    now?: Date;
  }): Promise<void>;
  close(): Promise<void>;
}

/** FORECOURT_LEAD_FORM_MIN_SECONDS (0 to 60) overrides each site's spam.minSeconds; a bad value fails at start. */
function leadFormMinSecondsFromEnv(env: PlatformEnv): { leadFormMinSeconds?: number } {
  const given = env.FORECOURT_LEAD_FORM_MIN_SECONDS;
  if (!given) return {};
  const seconds = Number(given);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) {
    throw new Error("FORECOURT_LEAD_FORM_MIN_SECONDS: must be a number of seconds from 0 to 60");
  }
  return { leadFormMinSeconds: seconds };
}

/**
 * The composition root: embedded PGlite store and search by default, PostgreSQL
 * with DATABASE_URL, Typesense with TYPESENSE_URL; leads go to the site's webhook and, as ADF e-mail,
 * to its lead recipients (SMTP with FORECOURT_SMTP_URL, else `.eml` files under `<dataDir>/mail/`),
 * else to `<dataDir>/outbox/`, with the new-lead alert and the shopper's acknowledgement beside
 * them. `overrides` stand in for the providers the environment names (tests). Nothing runs in the
 * background until start().
 */
export async function createPlatform(
  env: PlatformEnv = process.env,
  options: {
    logger?: CodeLogger;
    /** A long-running process ("server") or a command that exits (the default): StoreRole. */
    role?: StoreRole;
    /** Providers built elsewhere (tests): each stands in for the one the environment names. */
    overrides?: { mail?: MailPort; sms?: SmsPort };
  } = {},
): Promise<Platform> {
  // Before the store opens: a Typesense setting without its key fails at once.
  const search: SearchPort = createSearch(env);
  const logger = options.logger ?? stderrLogger;
  const dataDir = env.FORECOURT_DATA_DIR || "./data";
  // Likewise a bad mail or SMS variable: MessagingConfigError's one line names it.
  const messagingRoot = dataDir === ":memory:" ? join(process.cwd(), "data") : dataDir;
  const messageDomain = mailConfigFrom(env).from.split("@")[1] as string;
  const mail = options.overrides?.mail ?? createMail(env, messagingRoot);
  const sms = options.overrides?.sms ?? createSms(env, messagingRoot);
  // FORECOURT_MEDIA_STORE and FORECOURT_PHOTO_THREADS, checked before the store opens.
  const mediaSet = mediaSettings(env, dataDir);
  const store = await createStore(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : {
          dataDir,
          role: options.role ?? "command",
          onWait: (pid) =>
            logger.info(
              { pid },
              "the embedded store is in use by a command; waiting for it to finish",
            ),
        },
  );
  const folderRoot = dataDir === ":memory:" ? join(process.cwd(), "data") : dataDir;
  // Lead files, mail and texts live here with PostgreSQL too: the owner's only (issue 30 §12).
  if (dataDir !== ":memory:") privateDataDir(folderRoot);
  // Every fetch of an address a dealer or a feed supplied goes through this guard (issue 30 §5).
  const outbound = outboundFetchFromEnv(env);
  const delivery = routedLeadDelivery(
    webhookLeadDelivery({
      signingKey: env.FORECOURT_WEBHOOK_SECRET || randomBytes(32).toString("hex"),
      outbound,
    }),
    folderLeadDelivery(folderRoot),
  );
  const outside = createLocalOutsideCalls({
    sites: store.sites,
    stock: store.stock,
    logger,
    recordInvoicePayment: async (p) => {
      await store.invoicePayments.create(
        {
          site: p.site,
          invoiceNumber: p.invoiceNumber,
          amount: p.amount,
          customer: p.customer,
          reference: p.reference,
        },
        p.createdAt,
      );
    },
  });
  const authSecret = env.FORECOURT_AUTH_SECRET || randomBytes(32).toString("hex");
  // Issue 32: sign-in codes go through the providers (files under <dataDir>/sms/ and
  // <dataDir>/mail/ on the embedded defaults), never to the log.
  const otpSender = new SmsOtpSender({ sms, sites: store.sites });
  const auth = store.shopperAuth({ otpSender, secret: authSecret });
  const dealerAuth = store.staffAuth({
    codeSender: new MailStaffCodeSender({ mail, sites: store.sites, mailDomain: messageDomain }),
    secret: authSecret,
  });
  const relay = createOutboxRelay({
    leads: store.leads,
    sites: store.sites,
    delivery,
    mail,
    render: storedLeadRenderer(store.stock, { messageDomain, staff: store.staff }),
    load: eventLoopGauge(),
    // The reason stays in the log; staff read only the generic text (lastError).
    onFailure: (leadId, site, error, dead) =>
      logger.info({ leadId, site, error, dead }, "lead delivery attempt failed"),
    // The dead letter is the owner's report (console, `forecourt leads list`); this is the operator's.
    onRefused: (leadId, site, target, reason) =>
      logger.info({ leadId, site, target, reason }, "lead refused for good by its receiver"),
  });
  const carPhoto = cachedCarPhotos({
    outbound,
    onFailure: (failure) => logger.info({ reason: failure.reason }, "car photo not fetched"),
  });
  const media = chooseMediaStore(mediaSet, folderRoot, store.storedMedia);
  const photos = createPhotoIngester({ outbound, media, concurrency: mediaSet.threads });

  async function seedDemo(now: Date = new Date()) {
    if ((await store.sites.list()).length > 0) return { seeded: false, sites: 0, cars: 0 };
    // Through the operator's path (`forecourt site create --file`): each tenant as its JSON file.
    for (const site of demoSites) {
      const created = await createSiteFromDocument(store.sites, siteDocument(site));
      // "exists" only when another instance on this PostgreSQL seeded first.
      if (!created.ok && !(await store.sites.get(site.slug))) {
        throw new Error(`demo site '${site.slug}' refused: ${created.problems.join("; ")}`);
      }
    }
    const bySite = new Map<string, ReturnType<typeof demoStock>[number]["car"][]>();
    for (const { site, car } of demoStock(now)) {
      const list = bySite.get(site) ?? [];
      list.push(car);
      bySite.set(site, list);
    }
    let cars = 0;
    for (const [site, stock] of bySite) {
      await store.stock.upsert(site, stock);
      cars += stock.length;
    }
    return { seeded: true, sites: demoSites.length, cars };
  }

  const stockSync = createStockSync(
    store.stock,
    search,
    (error) => logger.info({ error: String(error) }, "stock sync failed; retrying"),
    store.notices,
  );

  async function reindex() {
    await stockSync.sync();
    return stockSync.indexedCount();
  }

  // Issue 30 §7: lapsed unpaid holds free their cars; the stock sync then updates the index.
  // Issue 33 §1: each site's feed, pulled through the guard by one instance at a time.
  const feedPull = createFeedPull({
    ...store,
    search,
    outbound,
    // The pulled cars' photos are stored as `forecourt import` stores them.
    photos,
    onFailure: (site, reason) => logger.info({ site, reason }, "stock feed pull failed"),
  });

  const holdSweep = createHoldSweep(store.reservations, (error) =>
    logger.info({ error: String(error) }, "hold sweep failed; retrying"),
  );

  return {
    ...store,
    ...outside,
    otpSender,
    dataDir,
    search,
    delivery,
    relay,
    mail,
    sms,
    auth,
    dealerAuth,
    feedPull,
    storeHealth: () => store.health(),
    carPhoto,
    media,
    photos,
    domainClaims: domainClaimsFromEnv(env),
    formStampSecret: authSecret,
    ...leadFormMinSecondsFromEnv(env),
    seedDemo,
    reindex,
    syncStock: () => stockSync.sync(),
    onStockChange: (listener) => stockSync.onChange(listener),
    onSiteChange: (listener) => store.siteWatch.onChange(listener),
    siteResolver: createSiteResolver(store.sites, {
      cacheMs: SITE_CACHE_MS,
      onSiteChange: (listener) => store.siteWatch.onChange(listener),
    }),
    async start(options = {}) {
      if (options.seed ?? true) await seedDemo(options.now);
      await reindex();
      relay.start(options.relayIntervalMs ?? 1_000);
      holdSweep.start(options.holdSweepIntervalMs ?? HOLD_SWEEP_INTERVAL_MS);
      feedPull.start(options.feedPullCheckMs ?? FEED_PULL_CHECK_MS);
      await stockSync.start(
        options.stockSyncIntervalMs === undefined ? {} : { pollMs: options.stockSyncIntervalMs },
      );
      await store.siteWatch.start(
        options.siteWatchPollMs === undefined ? {} : { pollMs: options.siteWatchPollMs },
      );
    },
    async close() {
      holdSweep.stop();
      await feedPull.stop();
      await stockSync.stop();
      await relay.stop();
      // The SMTP adapter's pooled connections (the file providers hold none).
      (mail as { close?: () => void }).close?.();
      await store.close();
    },
  };
}

/** One JSON line per message on stderr (the embedded default; the API passes its pino logger). */
const stderrLogger: CodeLogger = {
  info(fields, message) {
    process.stderr.write(`${JSON.stringify({ level: "info", msg: message, ...fields })}\n`);
  },
};
