import { z } from "@hono/zod-openapi";
import { MobileNumber } from "./auth.schema";
import { idOrNumber } from "./text.schema";

/** §7 POST /api/watchlist/save-car and remove-car: {phone_number, car_id}. */
export const WatchlistBody = z
  .object({
    phone_number: MobileNumber,
    car_id: idOrNumber("car_id"),
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
