import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import { createStore } from "@forecourt/adapters/store/create-store";
import type { SearchPort, SiteRepository, StockRepository } from "@forecourt/core";
import { DEMO_NOW, demoSites, demoStock } from "@forecourt/fixtures";

// INTERIM until adapters/src/platform.ts (createPlatform) lands: an in-memory store and the
// embedded search seeded with the demo tenants, wired the same way the platform will be.
async function createInterimPlatform() {
  const store = await createStore({ dataDir: ":memory:" });
  const search = createEmbeddedSearch();
  return {
    ...store,
    search,
    async seedDemo() {
      if ((await store.sites.list()).length > 0) return;
      for (const site of demoSites) await store.sites.save(site);
      const bySite = new Map<string, Parameters<StockRepository["upsert"]>[1][number][]>();
      for (const { site, car } of demoStock(DEMO_NOW))
        bySite.set(site, [...(bySite.get(site) ?? []), car]);
      for (const [site, cars] of bySite) {
        await store.stock.upsert(site, cars);
        await search.upsert(site, cars);
      }
    },
  };
}

/** What the site reads from the platform (the API gets the whole platform). */
export type Platform = Awaited<ReturnType<typeof createInterimPlatform>> & {
  sites: SiteRepository;
  stock: StockRepository;
  search: SearchPort;
};

// One platform per server process: Next may evaluate this module more than once (route
// handlers, pages), so the instance lives on globalThis.
const holder = globalThis as typeof globalThis & { __forecourtPlatform?: Promise<Platform> };

async function start(): Promise<Platform> {
  const platform = await createInterimPlatform();
  // First run on the embedded defaults: the demo tenants and their stock are seeded.
  await platform.seedDemo();
  return platform;
}

/** The in-process platform (store, search, services), created and seeded on first use. */
export function getPlatform(): Promise<Platform> {
  holder.__forecourtPlatform ??= start().catch((error: unknown) => {
    holder.__forecourtPlatform = undefined;
    throw error;
  });
  return holder.__forecourtPlatform;
}
