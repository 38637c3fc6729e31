import type { Car } from "../schemas/car";

/** §9: thumbnails when more than 3 images. */
export const THUMBNAILS_MIN_EXCLUSIVE = 3;
/** §4: the first 2 images load with priority. */
export const PRIORITY_IMAGE_COUNT = 2;

/**
 * §4 gives two readings: "in_stock and more than 3 images" (the default here) and
 * "more than 3 images" (other notes). Callers pick one; both are exported.
 */
export type ThumbnailReading = "in-stock-and-more-than-3" | "more-than-3";
export const DEFAULT_THUMBNAIL_READING: ThumbnailReading = "in-stock-and-more-than-3";

type GalleryCar = Pick<Car, "status" | "images">;

/** §4 Gallery: whether the thumbnail strip shows, under the chosen reading. */
export function showGalleryThumbnails(
  car: GalleryCar,
  reading: ThumbnailReading = DEFAULT_THUMBNAIL_READING,
): boolean {
  const moreThanThree = (car.images?.length ?? 0) > THUMBNAILS_MIN_EXCLUSIVE;
  return reading === "more-than-3" ? moreThanThree : moreThanThree && car.status === "in_stock";
}

/** §4: the first 2 gallery images (index 0 and 1) load with priority. */
export function imageLoadsWithPriority(index: number): boolean {
  return index >= 0 && index < PRIORITY_IMAGE_COUNT;
}
