import path from "node:path";
import { createPlatform, type Platform } from "@forecourt/adapters";
import { forgetStockVocabulary } from "./vocabulary-cache";

export type { Platform };

// One platform per server process: Next may evaluate this module more than once (route
// handlers, pages), so the instance lives on globalThis.
const holder = globalThis as typeof globalThis & { __forecourtPlatform?: Promise<Platform> };

/** ./data of the repository, whether the server runs from the root or from web/. */
export function defaultDataDir(): string {
  const cwd = process.cwd();
  return path.join(path.basename(cwd) === "web" ? path.dirname(cwd) : cwd, "data");
}

async function start(): Promise<Platform> {
  // The site owns the embedded store and serves it to the CLI (README "The command line").
  const platform = await createPlatform(
    { ...process.env, FORECOURT_DATA_DIR: process.env.FORECOURT_DATA_DIR || defaultDataDir() },
    { role: "server" },
  );
  // First run on the embedded defaults seeds the demo tenants; then the index is built from the
  // store and the lead outbox relay starts.
  await platform.start();
  // Reservations, imports and other instances change stock, and any process may change a site
  // (`forecourt site …`, another instance): the kept vocabulary of menus and search paths follows.
  // Pages are rendered per request (none is cached), so nothing else is kept to drop.
  platform.onStockChange((sites) => forgetStockVocabulary(sites));
  platform.onSiteChange(() => forgetStockVocabulary());
  return platform;
}

/** The in-process platform (store, search, services), created and started on first use. */
export function getPlatform(): Promise<Platform> {
  holder.__forecourtPlatform ??= start().catch((error: unknown) => {
    holder.__forecourtPlatform = undefined;
    throw error;
  });
  return holder.__forecourtPlatform;
}
