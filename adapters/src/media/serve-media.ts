import { isPhotoKey, type MediaStore, parsePhotoCopyName, photoObjectKey } from "@forecourt/core";

/** A stored copy never changes under its address (the key names its source), so a year, immutable. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** What `/media/{key}/{name}` answers. */
export type MediaAnswer =
  | { status: 200; contentType: string; bytes: Uint8Array; cacheControl: string }
  | { status: 404 };

/**
 * Issue 33 §2: a stored photo's resized copy (`/media/{key}/w640-q75.webp`), read from the
 * media store and nothing else: an address not stored is a 404, and nothing is ever fetched or
 * resized on a request. The master and the record are not served.
 */
export async function serveMedia(
  media: MediaStore,
  key: string,
  name: string,
): Promise<MediaAnswer> {
  if (!isPhotoKey(key) || !parsePhotoCopyName(name)) return { status: 404 };
  const object = await media.get(photoObjectKey(key, name));
  if (!object) return { status: 404 };
  return {
    status: 200,
    contentType: object.contentType,
    bytes: object.bytes,
    cacheControl: MEDIA_CACHE_CONTROL,
  };
}
