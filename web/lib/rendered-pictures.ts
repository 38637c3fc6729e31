import os from "node:os";
import path from "node:path";
import {
  createKnownPictures,
  createRenderedCache,
  createRenderPool,
  createWebpWorkers,
  type KnownPictures,
  pictureRenderSettings,
  type RenderedCache,
  renderedCacheBytes,
  type WebpRender,
  type WebpRenderer,
} from "@forecourt/adapters";
import { defaultDataDir, getPlatform } from "./platform";

// One of each per server process, however often Next evaluates this module.
const holder = globalThis as typeof globalThis & {
  __forecourtRenderedPictures?: RenderedCache;
  __forecourtWebpRenderer?: WebpRenderer;
  __forecourtKnownPictures?: Promise<KnownPictures>;
};

const settings = () => pictureRenderSettings(process.env, os.availableParallelism());

/**
 * The drawn pictures' WebP copies: in memory up to FORECOURT_IMAGE_CACHE_MB, and on disk under
 * `<data dir>/image-cache/` up to FORECOURT_IMAGE_DISK_CACHE_MB (none when it is 0 or the store
 * is in memory), so neither a page view nor a restart draws them again.
 */
export function renderedPictures(): RenderedCache {
  if (!holder.__forecourtRenderedPictures) {
    const dataDir = process.env.FORECOURT_DATA_DIR || defaultDataDir();
    const { diskBytes } = settings();
    holder.__forecourtRenderedPictures = createRenderedCache({
      maxBytes: renderedCacheBytes(process.env.FORECOURT_IMAGE_CACHE_MB),
      // 0 MB: no disk copies at all.
      dir:
        dataDir === ":memory:" || diskBytes === 0 ? undefined : path.join(dataDir, "image-cache"),
      diskMaxBytes: diskBytes,
    });
  }
  return holder.__forecourtRenderedPictures;
}

/**
 * Renders WebP copies on FORECOURT_IMAGE_RENDER_THREADS worker threads, never on the request
 * thread; at most FORECOURT_IMAGE_RENDER_QUEUE wait, beyond that the server answers 503.
 */
export function webpRenderer(): WebpRenderer {
  if (!holder.__forecourtWebpRenderer) {
    const { threads, queue } = settings();
    const workers = createWebpWorkers({ size: threads });
    const pool = createRenderPool<WebpRender>({
      concurrency: threads,
      queueLimit: queue,
      run: workers.run,
    });
    holder.__forecourtWebpRenderer = (key, job) => pool.render(key, job);
  }
  return holder.__forecourtWebpRenderer;
}

/** The store's answers, once the platform has started (see knownPictures). */
function storeKnownPictures(): Promise<KnownPictures> {
  holder.__forecourtKnownPictures ??= getPlatform().then((platform) => {
    const known = createKnownPictures({ stock: platform.stock, sites: platform.sites });
    platform.onStockChange(() => known.forget());
    platform.onSiteChange(() => known.forget());
    return known;
  });
  holder.__forecourtKnownPictures.catch(() => {
    holder.__forecourtKnownPictures = undefined;
  });
  return holder.__forecourtKnownPictures;
}

/**
 * Which drawn pictures exist (a car or a site shows them), forgotten when stock or a site
 * changes. The store is asked only for a drawn picture, so a logo or video file waits for none.
 */
export const knownPictures: KnownPictures = {
  has: async (svgSegments) => (await storeKnownPictures()).has(svgSegments),
  forget: () => {
    void storeKnownPictures().then((known) => known.forget());
  },
};
