import { z } from "zod";
import { GARAGE_ROUTES } from "../navigation/garage-routes";
import { REFINEMENT_FIELDS } from "./search-state";
import { LimitedListFilters, PlainLabel, SpinEmbedUrl } from "./site-fields";

/** A site's feature switches and their settings (§2–§9 "one site"/"some sites"), part of SiteConfig. */

/** §9: the reserve button's default amount, in dollars (here, not in checkout/, so schemas import no rules). */
export const DEFAULT_RESERVE_AMOUNT = 200;
/** Issue 30 §7: an unpaid hold lasts 30 minutes unless the site says otherwise. */
export const DEFAULT_RESERVE_HOLD_MINUTES = 30;
/** Issue 30 §7: one shopper holds at most 2 cars at once unless the site says otherwise. */
export const DEFAULT_RESERVE_HOLD_LIMIT = 2;

export const FeatureSettings = z.object({
  electricTag: z.boolean().default(false),
  /** Toyota certified used image / badge switch (§4 tag step 3, §5). */
  certifiedToyota: z.boolean().default(false),
  certifiedMercedesTag: z.boolean().default(false),
  runoutSaleColour: z.enum(["red", "green"]).default("red"),
  subscriptions: z.boolean().default(false),
  phoneMasking: z.boolean().default(false),
  hoverMenus: z.boolean().default(false),
  usedOnly: z.boolean().default(false),
  chat: z.boolean().default(false),
  tradeIn: z.boolean().default(true),
  reserve: z.boolean().default(false),
  reserveRoute: z.enum(["checkout", "buy-online"]).default("checkout"),
  /** Dollars charged to reserve a car (§9 default $200). */
  reserveAmount: z.number().positive().max(100_000).default(DEFAULT_RESERVE_AMOUNT),
  /**
   * Issue 30 §7 minutes an unpaid hold (deposit at the dealership) keeps a car reserved before
   * it frees it; shown to the shopper on the checkout page and the confirmation.
   */
  reserveHoldMinutes: z
    .number({ error: "features.reserveHoldMinutes must be a whole number of minutes" })
    .int({ error: "features.reserveHoldMinutes must be a whole number of minutes" })
    .min(5, { error: "features.reserveHoldMinutes must be at least 5" })
    .max(10_080, { error: "features.reserveHoldMinutes must be at most 10080 (7 days)" })
    .default(DEFAULT_RESERVE_HOLD_MINUTES),
  /** Issue 30 §7 cars one shopper (signed-in mobile, or client address for a paid hold) may hold at once. */
  reserveHoldLimit: z
    .number({ error: "features.reserveHoldLimit must be a whole number" })
    .int({ error: "features.reserveHoldLimit must be a whole number" })
    .min(1, { error: "features.reserveHoldLimit must be at least 1" })
    .max(20, { error: "features.reserveHoldLimit must be at most 20" })
    .default(DEFAULT_RESERVE_HOLD_LIMIT),
  compare: z.boolean().default(true),
  favourites: z.boolean().default(true),
  deliveryCalculator: z.boolean().default(true),
  marketPriceBadge: z.boolean().default(true),
  twitterShare: z.boolean().default(true),
  printable: z.boolean().default(true),
  /** Comments (message) required unless relaxed (§5). */
  commentsOptional: z.boolean().default(false),
  /** Service Booking derives dealership_slug from the chosen service location. */
  serviceDerivesDealership: z.boolean().default(false),
  /** POST /api/miscellaneous valuation save, on one site only. */
  saveValuation: z.boolean().default(false),
  spinnerDefaultView: z.enum(["spinner", "gallery"]).default("spinner"),
  /**
   * §7 the external 360-view viewer's embed address, with `{spin_code}` where the car's
   * spin_code goes (e.g. "https://spins.example.com/embed/{spin_code}"); null: the built-in
   * spinner from spin_images.
   */
  spinEmbedUrl: SpinEmbedUrl.nullable().default(null),
  returnPolicy: z.boolean().default(false),
  /**
   * Issue 15 §1 the site's wording for the test-drive form on a caravan, trailer or camper
   * (e.g. "Book an inspection"); null: "Book a Test Drive" as for any car.
   */
  towedTestDriveLabel: PlainLabel("towedTestDriveLabel", 40).nullable().default(null),
  /**
   * §7 a limited list on the vehicle page: up to 6 cars found by the limited-list lookup with
   * these search_filters (the hosted search's `field:value` terms joined by AND, e.g.
   * "item_type:caravan"), under `heading`; null: none.
   */
  limitedList: z
    .object({
      heading: PlainLabel("limitedList.heading", 80),
      search_filters: LimitedListFilters(REFINEMENT_FIELDS),
    })
    .nullable()
    .default(null),
  /**
   * The shopper's garage (watchlist and enquiries; always gated): off, on at /my-garage, or the
   * group-branded alias the site answers on instead (/mymotorama, /mybigboxcars, …).
   */
  garage: z.union([z.boolean(), z.enum(GARAGE_ROUTES)]).default(false),
  usedCarChecks: z.boolean().default(false),
  locationsLayout: z.enum(["tabs", "list"]).default("tabs"),
  /** The home page's 'Sales this Month' counter (§9), on the sites that show it. */
  salesCounter: z.boolean().default(false),
  /** Site-wide gating (§4 Gated access); garage routes are always gated. */
  gated: z
    .object({
      checkout: z.boolean().default(false),
      finance: z.boolean().default(false),
      spinToWin: z.boolean().default(false),
      equifaxFinance: z.boolean().default(false),
      onlinePayment: z.boolean().default(false),
    })
    .default({
      checkout: false,
      finance: false,
      spinToWin: false,
      equifaxFinance: false,
      onlinePayment: false,
    }),
});
