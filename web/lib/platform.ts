import path from "node:path";
import { createPlatform, type Platform } from "@forecourt/adapters/platform";
import { requestStockRevalidation } from "./stock-revalidation";
import { forgetStockVocabulary } from "./stock-vocabulary";

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
  // Reservations, imports and other instances change stock: cached vehicle pages follow.
  platform.onStockChange((sites) => {
    forgetStockVocabulary(sites);
    void requestStockRevalidation(sites);
  });
  // A site created, changed or deleted by any process (`forecourt site …`, another instance):
  // the cached vehicle pages carry its settings (theme, phones, menus), so they are dropped too.
  // Other pages read the site from the store on every request.
  platform.onSiteChange(() => {
    forgetStockVocabulary();
    void requestStockRevalidation([]);
  });
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
