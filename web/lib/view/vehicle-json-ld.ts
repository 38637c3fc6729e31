import {
  type Car,
  carDealerLocation,
  feedMarket,
  vehicleJsonLd as itemJsonLd,
  type SiteConfig,
} from "@forecourt/core";
import { carTitle } from "./car-text";

/**
 * The vehicle page's JSON-LD (core's rule: type per item type, Offer only when priced,
 * availability from the car's state, the location as seller). `sold` is the page's sold view.
 */
export function vehicleJsonLd(
  car: Car,
  site: SiteConfig,
  url: string,
  baseUrl: string,
  sold: boolean,
) {
  return {
    "@context": "https://schema.org",
    ...itemJsonLd({
      car: sold ? { ...car, sold: true } : car,
      location: carDealerLocation(car, site),
      siteName: site.name,
      url,
      baseUrl,
      currency: feedMarket(site).currency,
      name: [carTitle(car), car.badge].filter(Boolean).join(" "),
    }),
  };
}
