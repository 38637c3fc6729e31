/** One stored object: its bytes and the content type they are served with. */
export interface MediaObject {
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Issue 33 §2: where a dealer's cleaned photos and their resized copies are kept, by object key
 * (`{photo key}/{name}`, see core media/photo-key.ts). An object, once put, never changes, so it
 * is served with immutable caching; a second put of the same key replaces it whole or not at all.
 */
export interface MediaStore {
  /** Stores `object` under `key`; a reader sees the old object or the new one, never part. */
  put(key: string, object: MediaObject): Promise<void>;
  /** The object under `key`, or null when none is stored. */
  get(key: string): Promise<MediaObject | null>;
  /** Whether an object is stored under `key`. */
  has(key: string): Promise<boolean>;
}
