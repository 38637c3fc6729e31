import { hasWatchlist } from "../navigation/garage";
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
  features: Pick<SiteConfig["features"], "usedOnly" | "compare" | "favourites" | "garage">;
};

/** §5 compare mode: a car needs an image or a thumbnail. */
export function hasImageOrThumbnail(car: Pick<Car, "primary_image_url" | "images">): boolean {
  if (car.primary_image_url?.trim()) return true;
  return (car.images ?? []).some((i) => Boolean(i.image.url?.trim() || i.image.thumb?.url?.trim()));
}

/**
 * §5 save, favourite and compare control: hidden unless purchasable; in compare mode also
 * hidden for price ≤ 0 or no image/thumbnail; a used-only site excludes non-used cars.
 * §4: a sold car still shows the save control when the shopper already saved it. The watchlist
 * save needs a site with a garage, where the saved cars are listed.
 */
export function showSaveControl(
  car: ControlCar,
  site: ControlSite,
  mode: SaveControlMode,
  alreadySaved = false,
): boolean {
  if (mode === "save" && !hasWatchlist(site)) return false;
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

/** When a card or vehicle page shows the watchlist save: always, only once saved (sold cars), or never. */
export type SaveVisibility = "shown" | "when-saved" | "hidden";

/**
 * §4 "Sold cars hide the save button unless already saved", decided before the shopper's watchlist
 * is known (pages are rendered for everyone): the browser shows a "when-saved" control only for
 * a car in the watchlist.
 */
export function saveVisibility(car: ControlCar, site: ControlSite): SaveVisibility {
  if (showSaveControl(car, site, "save", false)) return "shown";
  return showSaveControl(car, site, "save", true) ? "when-saved" : "hidden";
}

/** Whether the save control shows for a car, given its visibility and whether it is saved. */
export function saveControlShown(visibility: SaveVisibility, saved: boolean): boolean {
  return visibility === "shown" || (visibility === "when-saved" && saved);
}
