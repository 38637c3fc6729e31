import type { Car, SiteConfig } from "@forecourt/core";
import { getPlatform } from "./platform";

/**
 * The car a finance page is about (`?car_id=`), or null: the server read the finance pages make,
 * in one place, so route components never reach the platform themselves.
 */
export async function financeCar(site: SiteConfig, carId: string | undefined): Promise<Car | null> {
  if (!carId) return null;
  return (await getPlatform()).stock.get(site.slug, carId);
}
