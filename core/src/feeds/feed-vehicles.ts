import { siteCurrency } from "../format/currency";
import { carDealerLocation } from "../locations/car-location";
import { carImages } from "../media/car-images";
import { PRICE_SHOWN_ABOVE } from "../pricing/price-display-rules";
import type { Car } from "../schemas/car";
import type { Location } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";
import { isAvailable, showsSoldView } from "../stock/availability";
import { consumerInformationNotice } from "../stock/consumer-information-notice";
import { isListedOnDealerSite } from "../stock/sold-visibility";

/** What every partner feed needs besides the cars: the site, where it lives, and the clock. */
export interface FeedContext {
  site: SiteConfig;
  /** The site's public origin, e.g. https://dealer.example.com.au (no trailing slash). */
  baseUrl: string;
  /** ISO 4217 code of the site's currency (AUD, NZD). */
  currency: string;
  /** ISO 3166 country code of the site (AU, NZ). */
  country: string;
  now: Date;
}

/** A car a partner may advertise, with the dealership it sits at. */
export interface FeedVehicle {
  car: Car;
  location: Location | null;
  /** The advertised price: the car's current price (always above PRICE_SHOWN_ABOVE). */
  price: number;
  link: string;
  images: string[];
}

/**
 * Partners advertise cars a shopper can buy today: listed on the dealer site, in stock or coming
 * soon, not sold, not reserved, with a real price and a VIN; each VIN once (the first by the
 * order given, so the caller's ranking decides). `accepts` narrows by item type per partner. On a
 * New Zealand site a used or demonstrator car also needs a complete Consumer Information Notice.
 */
export function feedVehicles(
  cars: readonly Car[],
  ctx: FeedContext,
  accepts: (car: Car) => boolean,
): FeedVehicle[] {
  const seen = new Set<string>();
  const out: FeedVehicle[] = [];
  for (const car of cars) {
    const vin = car.vin?.trim().toUpperCase();
    if (!vin || seen.has(vin)) continue;
    if (!isListedOnDealerSite(car, ctx.site, ctx.now)) continue;
    if (!isAvailable(car) || showsSoldView(car) || car.reserved) continue;
    if (car.price == null || car.price <= PRICE_SHOWN_ABOVE) continue;
    if (!accepts(car)) continue;
    // Issue 36 §1: a NZ used car is never advertised without a complete notice (feedNoticeProblems says which).
    const notice = consumerInformationNotice(ctx.site, car, ctx.now);
    if (notice.required && notice.missing.length > 0) continue;
    seen.add(vin);
    out.push({
      car,
      location: carDealerLocation(car, ctx.site),
      price: car.price,
      link: `${ctx.baseUrl}/cars/${encodeURIComponent(car.slug ?? String(car.id))}`,
      images: carImages(car).map((src) => new URL(src, `${ctx.baseUrl}/`).toString()),
    });
  }
  return out;
}

/** "Street, City STATE Postcode, AU": the one-line dealership address partners ask for. */
export function oneLineAddress(location: Location | null, country: string): string {
  const a = location?.address;
  if (!a) return "";
  const cityLine = [a.city, a.state, a.postcode].filter(Boolean).join(" ");
  return [a.street, cityLine, country].filter(Boolean).join(", ");
}

/** The country and currency partner feeds and structured data state for a site. */
export function feedMarket(site: Pick<SiteConfig, "country">): {
  country: string;
  currency: string;
} {
  return { country: site.country, currency: siteCurrency(site) };
}
