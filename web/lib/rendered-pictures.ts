import path from "node:path";
import {
  createRenderedCache,
  type RenderedCache,
  renderedCacheBytes,
} from "@forecourt/adapters/images/rendered-cache";
import { defaultDataDir } from "./platform";

// One cache per server process, however often Next evaluates this module.
const holder = globalThis as typeof globalThis & { __forecourtRenderedPictures?: RenderedCache };

/**
 * The drawn pictures' WebP copies: in memory up to FORECOURT_IMAGE_CACHE_MB, and on disk under
 * `<data dir>/image-cache/` (none when the store is in memory), so neither a page view nor a
 * restart draws them again.
 */
export function renderedPictures(): RenderedCache {
  const dataDir = process.env.FORECOURT_DATA_DIR || defaultDataDir();
  holder.__forecourtRenderedPictures ??= createRenderedCache({
    maxBytes: renderedCacheBytes(process.env.FORECOURT_IMAGE_CACHE_MB),
    dir: dataDir === ":memory:" ? undefined : path.join(dataDir, "image-cache"),
  });
  return holder.__forecourtRenderedPictures;
}
