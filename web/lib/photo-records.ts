import { isIngestiblePhotoUrl, type PhotoRecord } from "@forecourt/core";
import type { Platform } from "./platform";

// A stored photo's record never changes (its key names its source): kept per process, bounded.
const holder = globalThis as typeof globalThis & {
  __forecourtStoredPhotos?: Map<string, PhotoRecord>;
};
const MAX_KEPT = 5_000;

/**
 * Issue 33 §2: what is known of each dealer photo address a page shows (stored, or to follow),
 * read from the media store; addresses never fetched, and the site's own pictures, are absent.
 */
export async function photoRecordsFor(
  platform: Pick<Platform, "photos">,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<Map<string, PhotoRecord>> {
  holder.__forecourtStoredPhotos ??= new Map();
  const kept = holder.__forecourtStoredPhotos;
  const wanted = [...new Set(urls.filter((u): u is string => !!u && isIngestiblePhotoUrl(u)))];
  const found = await Promise.all(
    wanted.map(async (url) => {
      const hit = kept.get(url);
      if (hit) return [url, hit] as const;
      const record = await platform.photos.record(url).catch(() => null);
      if (record?.state === "stored") {
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(url, record);
      }
      return [url, record] as const;
    }),
  );
  return new Map(found.flatMap(([url, record]) => (record ? [[url, record] as const] : [])));
}
