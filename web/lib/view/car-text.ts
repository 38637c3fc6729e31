import type { Car } from "@forecourt/core";

/** §2 card and page title: year, make, model. */
export function carTitle(car: Pick<Car, "year" | "make" | "model">): string {
  return [car.year, car.make, car.model].filter(Boolean).join(" ");
}

/** The car's main photo: primary_image_url, else the first gallery image. */
export function carImageUrl(car: Pick<Car, "primary_image_url" | "images">): string | null {
  return car.primary_image_url || car.images?.[0]?.image.url || null;
}

/** Every gallery photo URL (core owns the rule: partner feeds use it too). */
export { carImages } from "@forecourt/core";
