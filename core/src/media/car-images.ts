import type { Car } from "../schemas/car";

/** Every gallery photo URL, in feed order; the primary image alone when the gallery is empty. */
export function carImages(car: Pick<Car, "primary_image_url" | "images">): string[] {
  const urls = (car.images ?? [])
    .map((entry) => entry.image.url)
    .filter((u): u is string => Boolean(u));
  if (urls.length === 0 && car.primary_image_url) return [car.primary_image_url];
  return urls;
}
