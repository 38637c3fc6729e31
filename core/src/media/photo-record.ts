import type { RasterWidth } from "./raster-images";

/**
 * Issue 33 §2: what is known of one photo address: stored (with the master's size, the copies
 * made, the blurred placeholder) or not fetched (why, how many tries, when to try again).
 */
export type PhotoRecord =
  | {
      state: "stored";
      key: string;
      source: string;
      width: number;
      height: number;
      /** The served widths with copies; `avif` those with an AVIF copy smaller than the WebP. */
      widths: RasterWidth[];
      avif: Array<{ width: RasterWidth; quality: 75 | 90 }>;
      /** A tiny blurred WebP as a data URL, shown while the photo loads. */
      placeholder: string;
    }
  | {
      state: "failed";
      key: string;
      source: string;
      /** For the console and the log: never a shopper's data, only the address's host and cause. */
      reason: string;
      /**
       * What a dealer's staff are shown (a feed run's report): never an address, port or error
       * code, so a photo address cannot probe the network. Absent on records stored before it.
       */
      staffReason?: string;
      attempts: number;
      /** ISO time after which the photo is fetched again. */
      retryAt: string;
    };

const FIRST_RETRY_MS = 10 * 60_000;
const LONGEST_RETRY_MS = 24 * 60 * 60_000;

/**
 * When a photo that failed `attempts` times is tried again: 10 minutes after the first failure,
 * doubling each time, at most a day apart (time passed in).
 */
export function photoRetryAt(attempts: number, now: Date): Date {
  const wait = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + wait);
}

/** Whether an address needs fetching now: never stored, or failed and its retry time has come. */
export function photoNeedsFetch(record: PhotoRecord | null, now: Date): boolean {
  if (!record) return true;
  return record.state === "failed" && Date.parse(record.retryAt) <= now.getTime();
}
