import { z } from "zod";
import { feedId, feedList, feedNumber, feedString, imageRef } from "./coerce";

/** §3 Manufacturer; logo.url may be null. */
export const Manufacturer = z.looseObject({
  id: feedId,
  name: z.string(),
  slug: z.string(),
  logo: z.looseObject({ url: feedString }).nullish(),
  /** Manufacturer body types, for the vehicle-type dropdown. */
  manufacturer_body: feedList(z.string()),
});
export type Manufacturer = z.infer<typeof Manufacturer>;

export const BODY_STYLES = [
  "wagon",
  "sedan",
  "hatch",
  "dual_cab",
  "extra_cab",
  "single_cab",
  "2_door",
  "4_door",
] as const;

export const Colour = z.looseObject({
  id: feedId,
  name: z.string(),
  photo_url: feedString,
  hexCode: feedString,
  /** Body style (§3): wagon, sedan, hatch, dual_cab, extra_cab, single_cab, 2_door, 4_door. */
  oem_id: feedString,
  model_variant_name: feedString,
});
export type Colour = z.infer<typeof Colour>;

export const ModelVariant = z.looseObject({
  id: feedId,
  full_name: z.string(),
  series: feedString,
  name: z.string(),
  image: imageRef.nullish(),
  /** Dealer/manufacturer HTML strings; sanitised before render. */
  features: feedList(z.string()),
  dap_min_price: feedNumber,
  dap_max_price: feedNumber,
});
export type ModelVariant = z.infer<typeof ModelVariant>;

export const Model = z.looseObject({
  slug: z.string(),
  name: z.string(),
  make: feedString,
  status: feedString,
  body: feedString,
  image: imageRef.nullish(),
  cloudfront_new_image_url: feedString,
  short_description: feedString,
  model_variants: feedList(ModelVariant),
  colours: feedList(Colour),
});
export type Model = z.infer<typeof Model>;

/** §3 Review; review_date is dd/MM/yyyy. */
export const Review = z.looseObject({
  id: feedId,
  image: imageRef.nullish(),
  customer_name: z.string(),
  text: z.string().nullable(),
  rating: z.coerce.number().min(0).max(5),
  created_at_time_ago_in_words: feedString,
  review_date: feedString,
  review_date_in_words: feedString,
  location_id: feedString,
});
export type Review = z.infer<typeof Review>;

export const ReviewSummary = z.object({
  reviews: z.array(Review),
  count: z.number().int().min(0),
  average_rating: z.string(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** §3 Dealership website. */
export const DealershipWebsite = z.looseObject({
  name: z.string(),
  slug: z.string(),
  make: feedString,
  url: feedString,
  logo: z.looseObject({ url: feedString }).nullish(),
});
export type DealershipWebsite = z.infer<typeof DealershipWebsite>;

/** A dealer special offer (shown on /special-offers; menus show Offers only when count ≥ 1). */
export const Offer = z.looseObject({
  id: feedId,
  title: z.string(),
  slug: z.string(),
  description: feedString,
  image: imageRef.nullish(),
  price: feedNumber,
  weekly_repayment: feedNumber,
  interest_rate: feedNumber,
  comparison_rate: feedNumber,
  term_months: feedNumber,
  expires_at: feedString,
  make: feedString,
  model: feedString,
});
export type Offer = z.infer<typeof Offer>;

/** §3 Service-booking list entry. */
export const ServiceBookingEntry = z.object({
  name: z.string(),
  make: z.string(),
  url: z.string(),
});
export type ServiceBookingEntry = z.infer<typeof ServiceBookingEntry>;
