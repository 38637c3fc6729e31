import { z } from "@hono/zod-openapi";
import { MobileNumber } from "./auth.schema";

/** §7 POST /api/watchlist/save-car and remove-car: {phone_number, car_id}. */
export const WatchlistBody = z
  .object({
    phone_number: MobileNumber,
    car_id: z
      .union([z.string(), z.number().int().nonnegative()], { error: "Car is required" })
      .transform(String)
      .pipe(z.string().min(1, "Car is required").max(64, "Car id is too long")),
  })
  .openapi("WatchlistBody");
export type WatchlistBody = z.infer<typeof WatchlistBody>;

export const WatchlistSuccess = z.object({ success: z.boolean() }).openapi("WatchlistSuccess");

/** §3 watchlist entries {id}. */
export const WatchlistList = z
  .object({ watchlist: z.array(z.object({ id: z.string() })) })
  .openapi("Watchlist");

export const PHONE_MISMATCH_MESSAGE = "This phone number is not the one you signed in with.";
export const CAR_NOT_FOUND_MESSAGE = "We could not find that car.";
