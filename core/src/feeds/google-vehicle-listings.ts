import Decimal from "decimal.js";
import type { Car } from "../schemas/car";
import { preferSimple } from "../stock/simple-or-detailed";
import { type FeedContext, feedVehicles, oneLineAddress } from "./feed-vehicles";

/**
 * Google's vehicle listings feed (developers.google.com/vehicle-listings/reference/feed-specification),
 * in the header order below. Required by Google: vin, store_code, dealership_name,
 * dealership_address, price, condition, make, model, year, and mileage for used vehicles. The
 * vehicle listings specification names the make `make` and the colour `exterior_color`; Merchant
 * Center's vehicle ads name them `brand` and `color`: the feed carries both, so either takes it.
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
  "make",
  "brand",
  "model",
  "year",
  "trim",
  "mileage",
  "exterior_color",
  "color",
  "body_style",
  "image_link",
  "additional_image_link",
  "link",
  "vehicle_fulfillment",
  "date_in_stock",
] as const;
export type GoogleVehicleColumn = (typeof GOOGLE_VEHICLE_COLUMNS)[number];

/** The attributes a row cannot leave empty (mileage only for used vehicles): a car without one is left out. */
export const GOOGLE_REQUIRED_COLUMNS = [
  "vin",
  "store_code",
  "dealership_name",
  "dealership_address",
  "price",
  "condition",
  "make",
  "model",
  "year",
  "link",
] as const satisfies readonly GoogleVehicleColumn[];

/** A VIN as Google checks it: 17 characters, digits and capitals but I, O and Q. */
export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);
}

/** Whether a row has every attribute Google requires, a valid VIN and, when used, its mileage. */
export function isCompleteGoogleRow(row: Record<GoogleVehicleColumn, string>): boolean {
  return (
    GOOGLE_REQUIRED_COLUMNS.every((column) => row[column] !== "") &&
    isValidVin(row.vin) &&
    /^\d{4}$/.test(row.year) &&
    (row.condition === "new" || row.mileage !== "")
  );
}

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
  return feedVehicles(cars, ctx, googleAcceptsVehicle)
    .map(({ car, location, price, link, images }): Record<GoogleVehicleColumn, string> => {
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
        make: car.make ?? "",
        brand: car.make ?? "",
        model: car.model ?? "",
        year: car.year != null ? String(car.year) : "",
        trim: car.badge ?? car.series ?? "",
        mileage: car.km != null ? `${Math.round(car.km)} km` : "",
        exterior_color: car.colour ?? "",
        color: car.colour ?? "",
        body_style: preferSimple(car, "body") ?? "",
        image_link: images[0] ?? "",
        additional_image_link: images.slice(1, 1 + ADDITIONAL_IMAGES).join(","),
        link,
        vehicle_fulfillment: `in_store:${storeCode}`,
        date_in_stock: isoDate(car.created_at),
      };
    })
    .filter(isCompleteGoogleRow);
}

/** The date part of an ISO timestamp (feeds carry dates, not times); empty when unreadable. */
export function isoDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match?.[1] ?? "";
}
