import { type Car, carBreadcrumbs, type SiteConfig } from "@forecourt/core";
import { photoRecordsFor } from "./photo-records";
import { getPlatform } from "./platform";
import { siteStockVocabulary } from "./stock-vocabulary";
import { vehicleView } from "./vehicle";
import { galleryPhotos } from "./view/gallery-photos";

/**
 * Everything the vehicle page reads on the server, so the component never reaches the platform
 * itself: the page's view, its gallery photos (issue 33 §2: the dealer's stored copies, those not
 * fetched yet left out) and its breadcrumbs (§2 Home › car type › make › model).
 */
export async function vehiclePageView(site: SiteConfig, car: Car, now: Date) {
  const view = await vehicleView(site, car, now);
  const [records, vocabulary] = await Promise.all([
    photoRecordsFor(await getPlatform(), view.images),
    siteStockVocabulary(site),
  ]);
  return {
    view,
    photos: galleryPhotos(view.images, records),
    breadcrumbs: carBreadcrumbs(car, site, vocabulary),
  };
}
