import { type Car, carImages, isIngestiblePhotoUrl, type PhotoRecord } from "@forecourt/core";
import type { PhotoIngester } from "./ingest-photo";

/** How far a run of photo ingestion has come. */
export interface PhotoProgress {
  done: number;
  total: number;
  stored: number;
  /** Photos that could not be fetched: their cars show "Photos to follow" and are retried. */
  toFollow: number;
}

/**
 * Issue 33 §2: after cars are stored, each distinct photo address they name (http(s) only; the
 * site's own pictures are left alone) is fetched once and stored, `fetches` at a time (the
 * ingester caps the resizing itself). A photo that fails never stops the others.
 */
export async function ingestCarPhotos(
  photos: PhotoIngester,
  cars: ReadonlyArray<Pick<Car, "primary_image_url" | "images">>,
  options: {
    fetches?: number;
    onProgress?: (progress: PhotoProgress) => void;
    /** Each photo's record as it is answered (a feed run keeps the failures). */
    onPhoto?: (record: PhotoRecord) => void;
    /** Asked before each photo is started: false leaves the rest (a feed run's lease is ending). */
    keepGoing?: () => boolean;
  } = {},
): Promise<PhotoProgress> {
  const urls = ingestiblePhotoUrls(cars);
  const progress: PhotoProgress = { done: 0, total: urls.length, stored: 0, toFollow: 0 };
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < urls.length && (options.keepGoing?.() ?? true); at = next++) {
      const record = await photos.ingest(urls[at] as string);
      options.onPhoto?.(record);
      progress.done++;
      if (record.state === "stored") progress.stored++;
      else progress.toFollow++;
      options.onProgress?.({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.fetches ?? 4) }, worker));
  return progress;
}

/** Each distinct photo address the cars name that is fetched (http(s); not the site's own). */
export function ingestiblePhotoUrls(
  cars: ReadonlyArray<Pick<Car, "primary_image_url" | "images">>,
): string[] {
  return [...new Set(cars.flatMap((car) => carImages(car)).filter(isIngestiblePhotoUrl))];
}

/** One progress line for the command line's stderr. */
export const photoProgressLine = (p: PhotoProgress): string =>
  `photos ${p.done}/${p.total}: ${p.stored} stored, ${p.toFollow} to follow`;
