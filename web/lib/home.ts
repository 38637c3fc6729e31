import type { SiteConfig } from "@forecourt/core";
import { findFeaturedCars } from "@forecourt/core/use-cases/find-featured-cars";
import { photoRecordsFor } from "./photo-records";
import { getPlatform } from "./platform";
import { type CarCardView, carCardView } from "./view/car-card";
import { carImageUrl } from "./view/car-text";

/** What the home page reads: its featured cars as cards (issue 15 §2). */
export type HomeView = { featured: CarCardView[] };

/**
 * The home page's server read, so the component never reaches the platform itself: core's
 * featured cars, each with the dealer's stored photo or "Photos to follow" (issue 33 §2).
 */
export async function homeView(site: SiteConfig, now: Date): Promise<HomeView> {
  const platform = await getPlatform();
  const found = await findFeaturedCars(platform, {}, { now, site });
  // findFeaturedCars has no failure: a site with nothing to feature shows no row.
  const cars = found.ok ? found.value : [];
  const photos = await photoRecordsFor(platform, cars.map(carImageUrl));
  return { featured: cars.map((car) => carCardView(car, site, now, null, photos)) };
}
