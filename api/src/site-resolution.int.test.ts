import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPlatform, type Platform } from "@forecourt/adapters/platform";
import { createSiteFromDocument, patchSiteDocument } from "@forecourt/adapters/sites/site-admin";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiApp, createApp } from "./app";

/**
 * Issue 31 §4: one host → site resolution per process. The site's pages (web/lib/tenant.ts
 * siteForHost), the proxy's headers and the API's tenant middleware all ask the platform's
 * siteResolver, so a change of a site's verified domains or its settings is seen by the next
 * request on both, never after a stale cache runs out. The version poll is slowed to a minute:
 * only the store's notice can make the change visible here.
 */

const SLUG = "one-way-motors";
const DOMAIN = "www.one-way-motors.example";
const location = { id: "ow-1", name: "One Way Sales", slug: "sales" };

let dataDir: string;
let platform: Platform;
let app: ApiApp;

/** The API's answer for `host` (404: no site answers on it). */
const api = async (host: string, path = "/api/session") =>
  (await app.fetch(new Request(`http://${host}${path}`, { headers: { host } }))).status;
/** What the site's pages resolve `host` to. */
const page = async (host: string) => (await platform.siteResolver.siteForHost(host))?.slug ?? null;

/** Resolves after the next sites notice has reached this process (every listener has run). */
function nextSiteNotice(): Promise<void> {
  return new Promise((resolve) => {
    const stop = platform.onSiteChange(() => {
      stop();
      resolve();
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "forecourt-site-resolution-"));
  platform = await createPlatform({ FORECOURT_DATA_DIR: dataDir });
  await platform.start({ seed: false, siteWatchPollMs: 60_000 });
  app = createApp(platform, { logger: pino({ level: "silent" }), rateLimits: false });
  const created = await createSiteFromDocument(platform.sites, {
    slug: SLUG,
    name: "One Way Motors",
    domains: [],
    locations: [location],
  });
  expect(created.ok).toBe(true);
}, 120_000);

afterAll(async () => {
  await platform?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one host → site resolution for pages and the API", () => {
  it("pages and the API share one cache: a host is read from the store once", async () => {
    const reads = vi.spyOn(platform.sites, "byHost");
    try {
      expect(await page(`${SLUG}.localhost:3000`)).toBe(SLUG);
      expect(await api(`${SLUG}.localhost:3000`)).toBe(200);
      expect(await page(`${SLUG.toUpperCase()}.localhost`)).toBe(SLUG);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it("a domain verified through the store answers on the next request, on both", async () => {
    // Both have just cached the name as unknown.
    expect(await api(DOMAIN)).toBe(404);
    expect(await page(DOMAIN)).toBeNull();
    const now = new Date();
    const notice = nextSiteNotice();
    const claimed = await platform.siteDomains.request(SLUG, DOMAIN, "token-1", now, 10);
    expect(claimed.ok).toBe(true);
    expect((await platform.siteDomains.verify(SLUG, DOMAIN, now)).ok).toBe(true);
    await notice;
    expect(await api(DOMAIN)).toBe(200);
    expect(await page(DOMAIN)).toBe(SLUG);
  });

  it("changed settings are served on the next request, on both", async () => {
    const slots = `/api/locations/ow-2/slots?date=2026-12-01`;
    expect(await api(DOMAIN, slots)).toBe(404); // no location ow-2 yet
    expect((await platform.siteResolver.siteForHost(DOMAIN))?.name).toBe("One Way Motors");
    const notice = nextSiteNotice();
    const patched = await patchSiteDocument(platform.sites, SLUG, {
      name: "One Way Motor Group",
      locations: [location, { id: "ow-2", name: "One Way Service", slug: "service" }],
    });
    expect(patched.ok).toBe(true);
    await notice;
    expect(await api(DOMAIN, slots)).toBe(200);
    expect((await platform.siteResolver.siteForHost(DOMAIN))?.name).toBe("One Way Motor Group");
  });

  it("a removed domain stops answering on the next request, on both", async () => {
    expect(await api(DOMAIN)).toBe(200);
    expect(await page(DOMAIN)).toBe(SLUG);
    const notice = nextSiteNotice();
    expect(await platform.siteDomains.remove(SLUG, DOMAIN)).not.toBeNull();
    await notice;
    expect(await api(DOMAIN)).toBe(404);
    expect(await page(DOMAIN)).toBeNull();
  });
});
