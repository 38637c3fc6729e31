import {
  type Car,
  COMPARE_LIMIT,
  type CompareRow,
  carLink,
  carTag,
  compareTable,
  dealerStockFilter,
  matchesDealerStockFilter,
  type SiteConfig,
  showsSoldView,
} from "@forecourt/core";
import { getPlatform } from "./platform";
import { carImageUrl, carTitle } from "./view/car-text";

export type CompareCar = {
  id: string;
  href: string;
  title: string;
  subtitle: string;
  image: string | null;
  /** The card tag (Reserved, COMING SOON …) or Sold, so a car that changed shows it. */
  tag: string | null;
};

/** The /compare table for the shopper's list, and the ids no longer in this site's stock. */
export type CompareView = { cars: CompareCar[]; rows: CompareRow[]; missing: string[] };

/** At most COMPARE_LIMIT distinct, sane ids, in the shopper's order. */
export function compareIds(raw: string): string[] {
  const ids = raw
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "" && id.length <= 100);
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}

/** The cars of these ids that this site's stock still shows, in order, and the ids it does not. */
export async function listedCars(
  site: SiteConfig,
  ids: string[],
  now: Date,
): Promise<{ shown: Car[]; missing: string[] }> {
  const platform = await getPlatform();
  const filter = dealerStockFilter(site, now);
  const found = await Promise.all(ids.map((id) => platform.stock.get(site.slug, id)));
  const shown = found.filter(
    (car): car is Car => car !== null && matchesDealerStockFilter(car, filter),
  );
  const listed = new Set(shown.map((car) => car.id));
  return { shown, missing: ids.filter((id) => !listed.has(id)) };
}

/** A listed car as compare and the Saved screen show it: link, title, photo and tag. */
export function shopperCarSummary(car: Car, site: SiteConfig, now: Date): CompareCar {
  const tag = carTag(car, site, now);
  return {
    id: car.id,
    href: carLink(car.slug ?? car.id),
    title: carTitle(car),
    subtitle: [car.badge, car.series].filter(Boolean).join(" "),
    image: carImageUrl(car),
    tag: showsSoldView(car) ? "Sold" : tag.tag ? tag.label : null,
  };
}

/** The cars side by side, each fact from core's compare table (price via §4 price display). */
export async function compareView(
  site: SiteConfig,
  ids: string[],
  now: Date,
): Promise<CompareView> {
  const { shown, missing } = await listedCars(site, ids, now);
  return {
    cars: shown.map((car) => shopperCarSummary(car, site, now)),
    rows: compareTable(shown, site),
    missing,
  };
}
