import { z } from "zod";

/** §3 Watchlist entry {id}; a user has a phone. */
export const WatchlistEntry = z.object({ id: z.string() });
export type WatchlistEntry = z.infer<typeof WatchlistEntry>;

/** §7 POST /api/watchlist/save-car and remove-car body. */
export const WatchlistRequest = z.object({
  phone_number: z.string().min(1, "Phone number is required"),
  car_id: z.coerce.string().min(1, "Car is required"),
});
export type WatchlistRequest = z.infer<typeof WatchlistRequest>;

export const User = z.object({ id: z.string(), phone: z.string(), name: z.string().nullish() });
export type User = z.infer<typeof User>;

/** §3 Local storage: favourites. */
export const FavouriteCar = z.object({
  id: z.string(),
  name: z.string().nullish(),
  slug: z.string().nullish(),
  make: z.string().nullish(),
  model: z.string().nullish(),
  primary_image_url: z.string().nullish(),
});
export type FavouriteCar = z.infer<typeof FavouriteCar>;

/** §3 Local storage: viewed cars. */
export const ViewedCar = z.object({
  id: z.string(),
  stocknum: z.string().nullish(),
  make: z.string().nullish(),
  model: z.string().nullish(),
  body: z.string().nullish(),
  simple_body: z.string().nullish(),
});
export type ViewedCar = z.infer<typeof ViewedCar>;

/** §3 Local storage: user details (saved only when name, email and phone are present). */
export const StoredUserDetails = z.object({
  name: z.string(),
  last_name: z.string().nullish(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string().nullish(),
});
export type StoredUserDetails = z.infer<typeof StoredUserDetails>;

/** Issue 14 §3 a signed-in shopper's saved search: its canonical address and when they last looked. */
export const SavedSearch = z.object({
  id: z.string(),
  /** The canonical search address (formatSearchUrl), e.g. /search/used-cars/toyota?query=sr5. */
  href: z.string(),
  label: z.string(),
  createdAt: z.date(),
  /** When the shopper last opened it: cars listed after this are "new since your last visit". */
  lastSeenAt: z.date(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SAVED_SEARCH_HREF_MESSAGE = "href must be a search page address";

/** The body of "Save this search": the address of the search page being shown. */
export const SavedSearchRequest = z.object({
  href: z
    .string({ error: SAVED_SEARCH_HREF_MESSAGE })
    .max(2000, "href is too long")
    .regex(/^\/(search|used-car)\/[^\s]*$/, SAVED_SEARCH_HREF_MESSAGE),
});
export type SavedSearchRequest = z.infer<typeof SavedSearchRequest>;
