import type { OutboundFailure } from "./outbound-failure";
import type { OutboundFetch } from "./outbound-fetch";

/** A car's photo bytes for the PDF by its address; null when there is none to show. */
export type CarPhotoSource = (url: string) => Promise<Uint8Array | null>;

export interface CarPhotoOptions {
  /** The outbound-fetch guard every photo is fetched through. */
  outbound: OutboundFetch;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /** How long a fetched photo is reused (default an hour). */
  keepMs?: number;
  /** How long a photo that could not be fetched is not asked for again (default 10 minutes). */
  keepFailureMs?: number;
  /** Photo bytes held at most (default 32 MiB); the least recently used go first. */
  maxCachedBytes?: number;
  /** Addresses remembered at most, fetched or failed (default 2,000). */
  maxEntries?: number;
  /** One photo's cap (default 5 MiB) and time limit (default 3 s). */
  maxPhotoBytes?: number;
  timeoutMs?: number;
  /** Told why a photo could not be fetched (log it). */
  onFailure?: (failure: OutboundFailure) => void;
}

interface Entry {
  bytes: Uint8Array | null;
  until: number;
}

/**
 * Car photos for the PDF route (issue 30 §5): fetched only through the outbound-fetch guard,
 * within a size and time cap, and kept for a while, so anonymous visitors asking for PDFs
 * cause at most one fetch per photo per hour (per failure, per ten minutes) in each process.
 * Requests for a photo being fetched wait for that one fetch.
 */
export function cachedCarPhotos(options: CarPhotoOptions): CarPhotoSource {
  const now = options.now ?? Date.now;
  const keepMs = options.keepMs ?? 3_600_000;
  const keepFailureMs = options.keepFailureMs ?? 600_000;
  const maxCachedBytes = options.maxCachedBytes ?? 32 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxPhotoBytes ?? 5 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Uint8Array | null>>();
  let cachedBytes = 0;

  const forget = (url: string) => {
    const old = entries.get(url);
    if (!old) return;
    entries.delete(url);
    cachedBytes -= old.bytes?.byteLength ?? 0;
  };
  const remember = (url: string, bytes: Uint8Array | null) => {
    forget(url);
    if ((bytes?.byteLength ?? 0) > maxCachedBytes) return;
    entries.set(url, { bytes, until: now() + (bytes ? keepMs : keepFailureMs) });
    cachedBytes += bytes?.byteLength ?? 0;
    // A Map iterates in insertion order: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (cachedBytes <= maxCachedBytes && entries.size <= maxEntries) break;
      forget(oldest);
    }
  };
  const fetchPhoto = async (url: string) => {
    const result = await options.outbound(url, { timeoutMs, maxBytes });
    if (!result.ok) {
      options.onFailure?.(result.failure);
      return null;
    }
    return result.response.status === 200 ? result.response.body : null;
  };

  return (url) => {
    const hit = entries.get(url);
    if (hit && hit.until > now()) {
      entries.delete(url); // re-inserted: now the most recently used
      entries.set(url, hit);
      return Promise.resolve(hit.bytes);
    }
    let fetching = pending.get(url);
    if (!fetching) {
      fetching = fetchPhoto(url).then(
        (bytes) => {
          remember(url, bytes);
          return bytes;
        },
        () => null,
      );
      fetching.finally(() => pending.delete(url));
      pending.set(url, fetching);
    }
    return fetching;
  };
}
