import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { showsSoldView } from "../stock/availability";
import { showSaveButtonForSoldRule } from "../stock/sold-visibility";
import { isPurchasable } from "./purchasable";

/** Which control is asked about: watchlist save, local favourite, or compare mode. */
export type SaveControlMode = "save" | "favourite" | "compare";

type ControlCar = Pick<
  Car,
  "status" | "sold" | "price" | "car_type" | "primary_image_url" | "images"
>;
type ControlSite = {
  features: Pick<SiteConfig["features"], "usedOnly" | "compare" | "favourites">;
};

/** §5 compare mode: a car needs an image or a thumbnail. */
export function hasImageOrThumbnail(car: Pick<Car, "primary_image_url" | "images">): boolean {
  if (car.primary_image_url?.trim()) return true;
  return (car.images ?? []).some((i) => Boolean(i.image.url?.trim() || i.image.thumb?.url?.trim()));
}

/**
 * §5 save, favourite and compare control: hidden unless purchasable; in compare mode also
 * hidden for price ≤ 0 or no image/thumbnail; a used-only site excludes non-used cars.
 * §4: a sold car still shows the save control when the shopper already saved it.
 */
export function showSaveControl(
  car: ControlCar,
  site: ControlSite,
  mode: SaveControlMode,
  alreadySaved = false,
): boolean {
  if (mode === "compare" && !site.features.compare) return false;
  if (mode === "favourite" && !site.features.favourites) return false;
  if (site.features.usedOnly && car.car_type?.trim().toLowerCase() !== "used") return false;
  if (!isPurchasable(car)) {
    // Only the watchlist save survives for a sold car, so it can be removed again.
    return mode === "save" && showsSoldView(car) && showSaveButtonForSoldRule(car, alreadySaved);
  }
  if (mode === "compare") return (car.price ?? 0) > 0 && hasImageOrThumbnail(car);
  return true;
}
