import { type Car, carImages, isIngestiblePhotoUrl } from "@forecourt/core";
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
  options: { fetches?: number; onProgress?: (progress: PhotoProgress) => void } = {},
): Promise<PhotoProgress> {
  const urls = [...new Set(cars.flatMap((car) => carImages(car)).filter(isIngestiblePhotoUrl))];
  const progress: PhotoProgress = { done: 0, total: urls.length, stored: 0, toFollow: 0 };
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < urls.length; at = next++) {
      const record = await photos.ingest(urls[at] as string);
      progress.done++;
      if (record.state === "stored") progress.stored++;
      else progress.toFollow++;
      options.onProgress?.({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.fetches ?? 4) }, worker));
  return progress;
}

/** One progress line for the command line's stderr. */
export const photoProgressLine = (p: PhotoProgress): string =>
  `photos ${p.done}/${p.total}: ${p.stored} stored, ${p.toFollow} to follow`;
