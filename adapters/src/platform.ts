import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { LeadDeliveryPort, SearchPort, ShopperAuthPort, StaffAuthPort } from "@forecourt/core";
import { demoSites, demoStock } from "@forecourt/fixtures";
import {
  type CodeLogger,
  createLocalOutsideCalls,
  type LocalOutsideCalls,
  LocalStaffCodeSender,
} from "./local/index";
import { folderLeadDelivery } from "./outbox/folder-delivery";
import { eventLoopGauge } from "./outbox/load-gauge";
import { createOutboxRelay, type OutboxRelay } from "./outbox/relay";
import { storedLeadRenderer } from "./outbox/render-lead";
import { routedLeadDelivery, webhookLeadDelivery } from "./outbox/webhook-delivery";
import { createSearch } from "./search/create-search";
import { createStockSync } from "./search/stock-sync";
import { createSiteFromDocument, siteDocument } from "./sites/site-admin";
import { createStore, type Store } from "./store/create-store";
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
  /** §6 sign-in (better-auth, scoped by site); codes go out through `otpSender`. */
  auth: ShopperAuthPort;
  /** Staff sign-in to the dealer console (issue 17 §2): e-mail codes, its own sessions and cookie. */
  dealerAuth: StaffAuthPort;
  /** Same as health(): GET /api/health asks the store. */
  storeHealth(): Promise<boolean>;
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
    now?: Date;
  }): Promise<void>;
  close(): Promise<void>;
}

/**
 * The composition root: embedded PGlite store and search by default, PostgreSQL
 * with DATABASE_URL, Typesense with TYPESENSE_URL; leads go to the site's webhook when it has one, else to
 * `<dataDir>/outbox/`. Nothing runs in the background until start().
 */
export async function createPlatform(
  env: PlatformEnv = process.env,
  options: {
    logger?: CodeLogger;
    /** A long-running process ("server") or a command that exits (the default): StoreRole. */
    role?: StoreRole;
  } = {},
): Promise<Platform> {
  // Before the store opens: a Typesense setting without its key fails at once.
  const search: SearchPort = createSearch(env);
  const logger = options.logger ?? stderrLogger;
  const dataDir = env.FORECOURT_DATA_DIR || "./data";
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
  const delivery = routedLeadDelivery(
    webhookLeadDelivery({
      signingKey: env.FORECOURT_WEBHOOK_SECRET || randomBytes(32).toString("hex"),
    }),
    folderLeadDelivery(folderRoot),
  );
  const outside = createLocalOutsideCalls({
    sites: store.sites,
    stock: store.stock,
    logger,
    // No SMS gateway is wired: codes go to the log and to <dataDir>/sign-in-codes/ (README).
    codesDir: join(folderRoot, "sign-in-codes"),
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
  const auth = store.shopperAuth({ otpSender: outside.otpSender, secret: authSecret });
  // No e-mail is sent on the embedded defaults either: staff codes go to the log and to
  // <dataDir>/sign-in-codes/<site>/<email>.txt (README).
  const dealerAuth = store.staffAuth({
    codeSender: new LocalStaffCodeSender(logger, { codesDir: join(folderRoot, "sign-in-codes") }),
    secret: authSecret,
  });
  const relay = createOutboxRelay({
    leads: store.leads,
    sites: store.sites,
    delivery,
    render: storedLeadRenderer(store.stock),
    load: eventLoopGauge(),
  });

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

  return {
    ...store,
    ...outside,
    dataDir,
    search,
    delivery,
    relay,
    auth,
    dealerAuth,
    storeHealth: () => store.health(),
    seedDemo,
    reindex,
    syncStock: () => stockSync.sync(),
    onStockChange: (listener) => stockSync.onChange(listener),
    onSiteChange: (listener) => store.siteWatch.onChange(listener),
    async start(options = {}) {
      if (options.seed ?? true) await seedDemo(options.now);
      await reindex();
      relay.start(options.relayIntervalMs ?? 1_000);
      await stockSync.start(
        options.stockSyncIntervalMs === undefined ? {} : { pollMs: options.stockSyncIntervalMs },
      );
      await store.siteWatch.start(
        options.siteWatchPollMs === undefined ? {} : { pollMs: options.siteWatchPollMs },
      );
    },
    async close() {
      await stockSync.stop();
      await relay.stop();
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
