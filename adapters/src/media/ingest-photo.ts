import {
  isIngestiblePhotoUrl,
  type MediaStore,
  PHOTO_MASTER,
  type PhotoRecord,
  photoCopyName,
  photoKey,
  photoNeedsFetch,
  photoObjectKey,
  photoRetryAt,
} from "@forecourt/core";
import type { OutboundFetch } from "../net/outbound-fetch";
import { cleanPhoto } from "./clean-photo";
import { concurrencyLimit } from "./concurrency-limit";
import { readPhotoRecord, writePhotoRecord } from "./photo-records";
import { sniffImage } from "./sniff-image";

/** Issue 33 §2: one photo's size cap (25 MiB) and time cap (30 s). */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;
export const PHOTO_TIMEOUT_MS = 30_000;

export interface PhotoIngesterOptions {
  /** The outbound-fetch guard every photo is fetched through. */
  outbound: OutboundFetch;
  media: MediaStore;
  now?: () => Date;
  maxBytes?: number;
  timeoutMs?: number;
  /** Photos cleaned and resized at once (each uses libvips threads); default 1. */
  concurrency?: number;
}

/** Fetches, cleans and stores photos named by a feed or the console. */
export interface PhotoIngester {
  /**
   * Stores the photo at `sourceUrl` once: a stored photo, or a failed one whose retry time has
   * not come, is answered from its record without a fetch. Never throws for a bad photo: the
   * failure is recorded with a retry time and returned.
   */
  ingest(sourceUrl: string): Promise<PhotoRecord>;
  /** What is known of `sourceUrl`, without fetching. */
  record(sourceUrl: string): Promise<PhotoRecord | null>;
}

/** What staff read of a photo that could not be fetched, whatever the cause (host, port, answer). */
export const PHOTO_NOT_FETCHED = "The photo could not be fetched.";
/** What staff read of a fetched file that is not a photo the platform can store. */
export const PHOTO_NOT_AN_IMAGE = "The file is not a JPEG, PNG, WebP or AVIF photo.";
export const PHOTO_NOT_DECODED = "The photo could not be read (a damaged file or HEIC).";
export const PHOTO_NOT_HTTP = "The photo's address is not an http(s) address.";

type Fetched = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/**
 * Issue 33 §2: each photo is fetched through the guard (no redirects, 25 MiB, 30 s), its type
 * read from its bytes, cleaned by sharp (orientation applied, metadata removed), and stored with
 * its copies and placeholder; the record is written last. Work in this process is shared per
 * photo and capped at `concurrency`; two instances racing on one photo store the same objects.
 */
export function createPhotoIngester(options: PhotoIngesterOptions): PhotoIngester {
  const { outbound, media } = options;
  const now = options.now ?? (() => new Date());
  const maxBytes = options.maxBytes ?? PHOTO_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? PHOTO_TIMEOUT_MS;
  const limit = concurrencyLimit(options.concurrency ?? 1);
  const inFlight = new Map<string, Promise<PhotoRecord>>();

  const download = async (url: string): Promise<Fetched> => {
    const result = await outbound(url, { timeoutMs, maxBytes, headers: { accept: "image/*" } });
    if (!result.ok) return { ok: false, reason: result.failure.reason };
    const { status, body } = result.response;
    if (status !== 200) return { ok: false, reason: `${new URL(url).host} answered ${status}` };
    return { ok: true, bytes: body };
  };

  const store = async (key: string, source: string, bytes: Uint8Array): Promise<PhotoRecord> => {
    const cleaned = await cleanPhoto(bytes);
    await media.put(photoObjectKey(key, PHOTO_MASTER), cleaned.master);
    for (const { copy, contentType, bytes: copyBytes } of cleaned.copies) {
      await media.put(photoObjectKey(key, photoCopyName(copy)), { contentType, bytes: copyBytes });
    }
    const widths = [...new Set(cleaned.copies.map((c) => c.copy.width))];
    return {
      state: "stored",
      key,
      source,
      width: cleaned.master.width,
      height: cleaned.master.height,
      widths,
      avif: cleaned.avif,
      placeholder: cleaned.placeholder,
    };
  };

  const attempt = async (key: string, source: string, previous: PhotoRecord | null) => {
    const failed = (reason: string, staffReason: string): PhotoRecord => {
      const attempts = (previous?.state === "failed" ? previous.attempts : 0) + 1;
      return {
        state: "failed",
        key,
        source,
        reason,
        staffReason,
        attempts,
        retryAt: photoRetryAt(attempts, now()).toISOString(),
      };
    };
    if (!isIngestiblePhotoUrl(source)) return failed("not an http(s) address", PHOTO_NOT_HTTP);
    const fetched = await download(source);
    if (!fetched.ok) return failed(fetched.reason, PHOTO_NOT_FETCHED);
    const sniffed = sniffImage(fetched.bytes);
    if (!sniffed.ok) return failed(sniffed.reason, PHOTO_NOT_AN_IMAGE);
    try {
      return await limit(() => store(key, source, fetched.bytes));
    } catch (error) {
      return failed(
        `the ${sniffed.type} could not be decoded: ${(error as Error).message}`,
        PHOTO_NOT_DECODED,
      );
    }
  };

  const run = async (source: string, key: string): Promise<PhotoRecord> => {
    const previous = await readPhotoRecord(media, key);
    if (!photoNeedsFetch(previous, now()) && previous) return previous;
    const record = await attempt(key, source, previous);
    await writePhotoRecord(media, record);
    return record;
  };

  return {
    async ingest(sourceUrl) {
      const source = sourceUrl.trim();
      const key = await photoKey(source);
      let running = inFlight.get(key);
      if (!running) {
        running = run(source, key).finally(() => inFlight.delete(key));
        inFlight.set(key, running);
      }
      return running;
    },
    async record(sourceUrl) {
      return readPhotoRecord(media, await photoKey(sourceUrl));
    },
  };
}
