import { carImages } from "../media/car-images";
import { rasterOrOriginal } from "../media/raster-images";
import { carTitle } from "../navigation/breadcrumbs";
import { carLink } from "../navigation/routes";
import { priceDisplay } from "../pricing/price-display";
import { vehicleDisclaimer } from "../pricing/vehicle-disclaimer";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { absoluteHttpUrl } from "./html-text";

/**
 * The photo's served width: the message column is at most 552 px wide, so the 640 px WebP copy
 * pages use (raster-images.ts) is sharp at 1x and a tenth of the drawn SVG's weight, which many
 * mail clients would not show at all.
 */
const PHOTO_WIDTH = 640;

/** A car as a message shows it: every text and address already decided by core's rules. */
export interface MailCar {
  /** "2021 Toyota Corolla" (§2 title). */
  title: string;
  /** The badge and series, "Ascent Sport"; "" when none. */
  subtitle: string;
  /** §4 price display: "$25,990", "$164/wk", "PREORDER" or the site's no-price text. */
  price: string;
  /** The price type label beside it ("Drive Away"), or null. */
  priceType: string | null;
  /** The before price of a reduced car ("$27,990"), or null. */
  was: string | null;
  stockNumber: string | null;
  /** Absolute address of the car's main photo (a drawn demo photo's WebP copy), or null. */
  photoUrl: string | null;
  /** Absolute address of the car's page. */
  pageUrl: string;
  /** §2 the disclaimer under a vehicle in the site's country's words (no stamp duty in NZ). */
  notes: string[];
}

/** The facts a message shows of `car` for `site`, with addresses absolute on `siteOrigin`. */
export function mailCar(car: Car, site: SiteConfig, siteOrigin: string): MailCar {
  const price = priceDisplay(car, site);
  const photo = car.primary_image_url?.trim() || carImages(car)[0] || null;
  const pageUrl =
    absoluteHttpUrl(siteOrigin, carLink(car.slug ?? car.id)) ?? `${siteOrigin}/cars/${car.id}`;
  return {
    title: carTitle(car),
    subtitle: [car.badge, car.series].filter((p) => p != null && p.trim() !== "").join(" "),
    price: price.text,
    priceType: price.priceType,
    was: price.was,
    stockNumber: car.stocknum?.trim() || null,
    photoUrl: photo ? absoluteHttpUrl(siteOrigin, rasterOrOriginal(photo, PHOTO_WIDTH)) : null,
    pageUrl,
    notes: vehicleDisclaimer({
      dealerName: site.name,
      country: site.country,
      car,
      financeEstimateShown: false,
      financeDisclaimer: null,
    }),
  };
}
