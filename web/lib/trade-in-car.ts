import type { SiteConfig } from "@forecourt/core";
import { getPlatform } from "./platform";

/** The car a trade-in valuation is put towards, as the trade-in screen names it. */
export type TradeInCar = { id: string; name: string };

/**
 * §2 /cars/trade-in?car_id={id}: the car on the site the valuation goes towards (year, make,
 * model and badge), or null without one or for an id the site lacks.
 */
export async function tradeInCar(
  site: SiteConfig,
  carId: string | undefined,
): Promise<TradeInCar | null> {
  if (!carId) return null;
  const car = await (await getPlatform()).stock.get(site.slug, carId);
  if (!car) return null;
  return { id: car.id, name: [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ") };
}
