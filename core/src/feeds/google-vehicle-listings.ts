import Decimal from "decimal.js";
import type { Car } from "../schemas/car";
import { type FeedContext, feedVehicles, oneLineAddress } from "./feed-vehicles";

/**
 * Google's vehicle listings feed (developers.google.com/vehicle-listings/reference/feed-specification),
 * in the header order below. Required by Google: vin, store_code, dealership_name,
 * dealership_address, price, condition, brand, model, year, and mileage for used vehicles.
 */
export const GOOGLE_VEHICLE_COLUMNS = [
  "vin",
  "id",
  "store_code",
  "dealership_name",
  "dealership_address",
  "price",
  "condition",
  "certified_pre_owned",
  "brand",
  "model",
  "year",
  "trim",
  "mileage",
  "color",
  "body_style",
  "image_link",
  "additional_image_link",
  "link",
  "vehicle_fulfillment",
  "date_in_stock",
] as const;
export type GoogleVehicleColumn = (typeof GOOGLE_VEHICLE_COLUMNS)[number];

/** Google lists passenger vehicles only (cars and utes): no motorcycles, trucks or caravans. */
export function googleAcceptsVehicle(car: Pick<Car, "item_type">): boolean {
  return !car.item_type || car.item_type === "car";
}

/** Google takes up to 10 additional images. */
const ADDITIONAL_IMAGES = 10;

/** "25990.00 AUD": Google's price format (amount with two decimals, ISO 4217 code). */
export function feedPrice(amount: number, currency: string): string {
  return `${new Decimal(amount).toFixed(2)} ${currency}`;
}

export function googleVehicleListings(
  cars: readonly Car[],
  ctx: FeedContext,
): Array<Record<GoogleVehicleColumn, string>> {
  return feedVehicles(cars, ctx, googleAcceptsVehicle).map(
    ({ car, location, price, link, images }) => {
      const storeCode = location ? String(location.id) : ctx.site.slug;
      return {
        vin: (car.vin ?? "").trim().toUpperCase(),
        id: car.stocknum ?? String(car.id),
        store_code: storeCode,
        dealership_name: location?.name ?? ctx.site.name,
        dealership_address: oneLineAddress(location, ctx.country),
        price: feedPrice(price, ctx.currency),
        // Google has two conditions; a demonstrator has been registered, so it is used.
        condition: car.car_type === "new" ? "new" : "used",
        certified_pre_owned: car.certified ? "yes" : "no",
        brand: car.make ?? "",
        model: car.model ?? "",
        year: car.year != null ? String(car.year) : "",
        trim: car.badge ?? car.series ?? "",
        mileage: car.km != null ? `${Math.round(car.km)} km` : "",
        color: car.colour ?? "",
        body_style: car.simple_body ?? car.body ?? "",
        image_link: images[0] ?? "",
        additional_image_link: images.slice(1, 1 + ADDITIONAL_IMAGES).join(","),
        link,
        vehicle_fulfillment: `in_store:${storeCode}`,
        date_in_stock: isoDate(car.created_at),
      };
    },
  );
}

/** The date part of an ISO timestamp (feeds carry dates, not times); empty when unreadable. */
export function isoDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match?.[1] ?? "";
}
