import type { Car } from "../schemas/car";
import { toDelimited } from "./delimited";
import type { FeedContext } from "./feed-vehicles";
import { GOOGLE_VEHICLE_COLUMNS, googleVehicleListings } from "./google-vehicle-listings";
import { META_VEHICLE_COLUMNS, metaVehicles } from "./meta-vehicles";

export const FEED_FORMATS = ["google", "meta"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** Each partner feed's file: the web serves it at /feeds/<fileName>, the CLI writes it. */
export const FEED_FILES: Record<FeedFormat, { fileName: string; contentType: string }> = {
  google: {
    fileName: "google-vehicle-listings.tsv",
    contentType: "text/tab-separated-values; charset=utf-8",
  },
  meta: { fileName: "meta-vehicles.csv", contentType: "text/csv; charset=utf-8" },
};

/** The whole feed document of one partner format. */
export function vehicleFeed(format: FeedFormat, cars: readonly Car[], ctx: FeedContext): string {
  return format === "google"
    ? toDelimited(GOOGLE_VEHICLE_COLUMNS, googleVehicleListings(cars, ctx), "\t")
    : toDelimited(META_VEHICLE_COLUMNS, metaVehicles(cars, ctx), ",");
}
