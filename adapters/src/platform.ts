import { join } from "node:path";
import type { LeadDeliveryPort, SearchPort } from "@forecourt/core";
import { demoSites, demoStock } from "@forecourt/fixtures";
import { type CodeLogger, createLocalOutsideCalls, type LocalOutsideCalls } from "./local/index";
import { folderLeadDelivery } from "./outbox/folder-delivery";
import { createOutboxRelay, type OutboxRelay } from "./outbox/relay";
import { storedLeadRenderer } from "./outbox/render-lead";
import { routedLeadDelivery, webhookLeadDelivery } from "./outbox/webhook-delivery";
import { createEmbeddedSearch } from "./search/embedded/embedded-search";
import { createStore, type Store } from "./store/create-store";

/** The environment the platform reads (README "Configuration"). */
export interface PlatformEnv {
  /** Embedded store, lead folder and other local data (default ./data). */
  FORECOURT_DATA_DIR?: string | undefined;
  /** PostgreSQL instead of the embedded PGlite store. */
  DATABASE_URL?: string | undefined;
  /** Typesense instead of the embedded search engine. */
  TYPESENSE_URL?: string | undefined;
  TYPESENSE_API_KEY?: string | undefined;
  [name: string]: string | undefined;
}

/** Everything a shell (API, web, CLI) needs: the store's repositories, search, the outside calls, lead delivery. */
export interface Platform extends Store, LocalOutsideCalls {
  dataDir: string;
  search: SearchPort;
  delivery: LeadDeliveryPort;
  relay: OutboxRelay;
  /** Same as health(): GET /api/health asks the store. */
  storeHealth(): Promise<boolean>;
  /** On first run (no sites yet) saves the fixture tenants and their stock; says whether it did. */
  seedDemo(): Promise<{ seeded: boolean; sites: number; cars: number }>;
  /** Rebuilds the search index from the store (the store is the source of truth); returns the car count. */
  reindex(): Promise<number>;
  /** seedDemo, reindex, then the outbox relay polls in the background. */
  start(options?: { seed?: boolean; relayIntervalMs?: number }): Promise<void>;
  close(): Promise<void>;
}

/**
 * The composition root: embedded PGlite store and search by default, PostgreSQL
 * with DATABASE_URL; leads go to the site's webhook when it has one, else to
 * `<dataDir>/outbox/`. Nothing runs in the background until start().
 */
export async function createPlatform(
  env: PlatformEnv = process.env,
  options: { logger?: CodeLogger } = {},
): Promise<Platform> {
  if (env.TYPESENSE_URL) {
    // Fail loudly rather than silently serve from the embedded engine.
    throw new Error(
      "TYPESENSE_URL is set, but this build has no Typesense search adapter wired yet",
    );
  }
  const dataDir = env.FORECOURT_DATA_DIR || "./data";
  const store = await createStore(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir },
  );
  const search: SearchPort = createEmbeddedSearch();
  const delivery = routedLeadDelivery(
    webhookLeadDelivery(),
    folderLeadDelivery(dataDir === ":memory:" ? join(process.cwd(), "data") : dataDir),
  );
  const outside = createLocalOutsideCalls({
    sites: store.sites,
    stock: store.stock,
    logger: options.logger ?? stderrLogger,
  });
  const relay = createOutboxRelay({
    leads: store.leads,
    sites: store.sites,
    delivery,
    render: storedLeadRenderer(store.stock),
  });

  async function seedDemo() {
    if ((await store.sites.list()).length > 0) return { seeded: false, sites: 0, cars: 0 };
    for (const site of demoSites) await store.sites.save(site);
    const bySite = new Map<string, ReturnType<typeof demoStock>[number]["car"][]>();
    for (const { site, car } of demoStock()) {
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

  async function reindex() {
    let count = 0;
    for (const site of await store.sites.list()) {
      const cars = await store.stock.list(site.slug);
      await search.upsert(site.slug, cars);
      count += cars.length;
    }
    return count;
  }

  return {
    ...store,
    ...outside,
    dataDir,
    search,
    delivery,
    relay,
    storeHealth: () => store.health(),
    seedDemo,
    reindex,
    async start(options = {}) {
      if (options.seed ?? true) await seedDemo();
      await reindex();
      relay.start(options.relayIntervalMs ?? 1_000);
    },
    async close() {
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
