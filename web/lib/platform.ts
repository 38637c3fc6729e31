import { createPlatform } from "@forecourt/adapters/platform";
import type { SearchPort, SiteRepository, StockRepository } from "@forecourt/core";

/** What the site reads from the platform (the API gets the whole platform). */
export type Platform = Awaited<ReturnType<typeof createPlatform>> & {
  sites: SiteRepository;
  stock: StockRepository;
  search: SearchPort;
};

// One platform per server process: Next may evaluate this module more than once (route
// handlers, pages), so the instance lives on globalThis.
const holder = globalThis as typeof globalThis & { __forecourtPlatform?: Promise<Platform> };

async function start(): Promise<Platform> {
  const platform = await createPlatform(process.env);
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
