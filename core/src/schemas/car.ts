import { z } from "zod";
import { feedBoolean, feedId, feedList, feedNumber, feedString, imageRef } from "./coerce";
import { ConsumerInformationFields } from "./consumer-information";
import { CarLocation } from "./location";

/** §3 car status; anything else is treated as unavailable (§4 Availability). */
export const CAR_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export const CAR_TYPES = ["new", "demo", "used"] as const;
export type CarType = (typeof CAR_TYPES)[number];

const HotspotPosition = z.looseObject({ angle: feedNumber, x: feedNumber, y: feedNumber });
export const Hotspot = z.looseObject({
  id: feedId,
  anchors: z.array(z.unknown()).optional(),
  description: feedString,
  positions: feedList(HotspotPosition),
});
export type Hotspot = z.infer<typeof Hotspot>;

/** §3 finance_lenders entry, keyed by provider (angle, nissan_finance, manual, …). */
export const CarFinanceLender = z.looseObject({
  deposit: feedNumber,
  termYears: feedNumber,
  interestRate: feedNumber,
  establishmentFees: feedNumber,
  comparisonRate: feedNumber,
  paymentWeek: feedNumber,
  paymentMonth: feedNumber,
  balloon: feedNumber,
  disclaimer: feedString,
});
export type CarFinanceLender = z.infer<typeof CarFinanceLender>;

export const YouxQuote = z.looseObject({
  weeklyRepaymentAmount: feedNumber,
  comparisonRate: feedNumber,
  advertisedRate: feedNumber,
});
export type YouxQuote = z.infer<typeof YouxQuote>;

export const AutograbData = z.looseObject({
  state_average_market_price: feedNumber,
  average_market_price: feedNumber,
});

/**
 * §3 Car (stock). Only id is required: real feeds are partial. Unknown fields
 * are kept (looseObject) so nothing a dealer sends is silently dropped.
 */
export const Car = z.looseObject({
  // Identity and status
  id: feedId,
  name: feedString,
  slug: feedString,
  path: feedString,
  status: feedString,
  sold: feedBoolean,
  sold_date_timestamp: feedNumber,
  reserved: feedBoolean,
  certified: feedBoolean,
  tag: feedString,
  show_on_dealer_website: feedBoolean.default(true),
  created_at: feedString,
  views: feedNumber,
  /** Custom rank; search sorts by it descending by default (§7). */
  rank: feedNumber,
  test_drive_only: feedBoolean,
  reservable: feedBoolean,
  // Vehicle description
  year: feedNumber,
  make: feedString,
  model: feedString,
  badge: feedString,
  series: feedString,
  make_model: feedString,
  colour: feedString,
  interior_colour: feedString,
  car_type: feedString,
  item_type: feedString,
  km: feedNumber,
  stocknum: feedString,
  vin: feedString,
  nvic: feedString,
  regplate: feedString,
  rego_expiry: feedString,
  build_date: feedString,
  compliance_date: feedString,
  // Prices
  price: feedNumber,
  price_type: feedString,
  before_price: feedNumber,
  subscription_price: feedNumber,
  offer_price: feedNumber,
  preorder: feedBoolean,
  // Body and drivetrain
  simple_body: feedString,
  body: feedString,
  simple_transmission: feedString,
  trans: feedString,
  gearnum: feedNumber,
  simple_drive: feedString,
  drive: feedString,
  simple_fuel: feedString,
  fuel: feedString,
  seats: feedNumber,
  doors: feedNumber,
  engine_size: feedNumber,
  engine_size_litres: feedNumber,
  manufacturer_body: feedString,
  manufacturer_body2: feedString,
  manufacturer_body3: feedString,
  // Media
  images: feedList(z.looseObject({ image: imageRef })),
  primary_image_url: feedString,
  photos_count: feedNumber,
  video_url: feedString,
  external_video_url: feedString,
  spin_images: feedList(z.string()),
  spin_code: feedString,
  spin_interior_image: feedString,
  hotspots: z.looseObject({ exterior: feedList(Hotspot), interior: feedList(Hotspot) }).nullish(),
  file: feedString,
  dealercomments: feedString,
  standardEquipment: z.union([z.string(), z.array(z.string())]).nullish(),
  features: feedList(z.string()),
  // Ownership and location
  location_id: feedString,
  location: CarLocation.nullish(),
  dealership_id: feedString,
  dealership_ids: feedList(feedId),
  dealership_slug: feedString,
  city: feedString,
  state: feedString,
  location_name: feedString,
  private_suburb: feedString,
  private_postcode: feedString,
  // Caravan specifications
  body_width: feedNumber,
  body_length: feedNumber,
  tare_weight: feedNumber,
  axle_type: feedString,
  sleeps: feedNumber,
  aggregate_trailer_mass: feedNumber,
  // Variant specifications
  cylinders: feedNumber,
  enginesize: feedNumber,
  enginesize_litres: feedNumber,
  induction: feedString,
  fuelconsumptioncombined: feedNumber,
  fuelcapacity: feedNumber,
  grossvehiclemass: feedNumber,
  vehiclelength: feedNumber,
  vehicleheight: feedNumber,
  vehiclewidth: feedNumber,
  towingcapacitybraked: feedNumber,
  bodyconfiguration: feedString,
  torque: feedString,
  ancaprating: feedNumber,
  geartype: feedString,
  // Finance and market
  autograb_data: AutograbData.nullish(),
  youxQuote: YouxQuote.nullish(),
  finance_lenders: z.record(z.string(), CarFinanceLender).nullish(),
  weekly_price: feedNumber,
  // Issue 36 §1: New Zealand's Consumer Information Notice
  ...ConsumerInformationFields,
});
export type Car = z.infer<typeof Car>;
/** A car as a feed may send it, before coercion. */
export type CarInput = z.input<typeof Car>;
