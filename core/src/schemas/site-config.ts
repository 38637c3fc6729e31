import { z } from "zod";
import { LeadRoutingSettings } from "../leads/routing/routing-rules";
import { SpamSettings } from "../leads/spam/spam-settings";
import { COUNTRIES } from "../locations/regions";
import { isTimeZone } from "../locations/time-zone";
import { DEFAULT_PRIZES } from "../promotions/prize-draw";
import { FONT_LIST_MESSAGE, isFontList } from "../sites/theme-values";
import { StockFeedSettings } from "../stock-feed/feed-pull";
import {
  DealershipWebsite,
  Manufacturer,
  Model,
  Offer,
  Review,
  ServiceBookingEntry,
} from "./catalogue";
import { Location } from "./location";
import { FeatureSettings } from "./site-features";
import {
  checkLocationFields,
  HexColour,
  HostName,
  PhoneText,
  WebhookSecret,
  WebhookUrl,
} from "./site-fields";
import { FooterItem, MenuItem } from "./site-menu";
import { TeamMember } from "./team-member";

/**
 * One SiteConfig per tenant: §3 site settings + dealer config, plus every
 * per-site switch the spec names ("one site", "some sites"). Every switch has
 * a default, so a new site created by an import works with `{slug, name}`.
 */

export const FINANCE_PROVIDERS = [
  "taurus",
  "360_finance",
  "ausloans",
  "manual",
  "angle",
  "powertorque",
  "nissan_finance",
  "youx",
] as const;
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

export { MenuItem } from "./site-menu";

export const BrandTile = z.object({
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullish(),
  category: z.enum(["car", "motorcycle", "truck", "our"]),
  /** §2: tiles flagged skipPage link directly to their own slug or an external address. */
  skipPage: z.boolean().default(false),
  externalUrl: z.string().optional(),
  profile: z.string().optional(),
});
export type BrandTile = z.infer<typeof BrandTile>;

const FinanceSettings = z.object({
  provider: z.enum(FINANCE_PROVIDERS).nullable().default(null),
  /** The finance link base (§2): /finance by default or a configured link. */
  link: z.string().default("/finance"),
  /** Default finance interest rate (§3; 10 in the default config). */
  defaultInterest: z.number().default(10),
  defaultTermYears: z.number().default(5),
  defaultFrequency: z.enum(["weekly", "fortnightly", "monthly"]).default("weekly"),
  /** Amount defaults to 30000; one site uses the car price. */
  amountFromCarPrice: z.boolean().default(false),
  loanMin: z.number().default(1000),
  loanMax: z.number().default(100000),
  /** Some sites allow 1.05 × price when the price exceeds 100000. */
  loanMaxPriceFactor: z.number().nullable().default(null),
  termMaxYears: z.number().default(7),
  /** A configured list of custom year increments; the term slider is then an index into it. */
  termIncrements: z.array(z.number()).nullable().default(null),
  interestMin: z.number().default(0.5),
  interestMax: z.number().default(15),
  interestDisabled: z.boolean().default(false),
  establishmentFee: z.number().default(0),
  /** One dealer variant shows fixed fees. */
  fixedFees: z
    .object({
      establishment: z.number(),
      securityRegistration: z.number(),
      monthlyAccountAdmin: z.number(),
      dealerAgency: z.number(),
    })
    .nullable()
    .default(null),
  /** One lender variant rounds the payment down. */
  roundDown: z.boolean().default(false),
  /** The finance estimate is hidden for the whole site / for these dealerships. */
  estimateExcluded: z.boolean().default(false),
  excludedDealershipIds: z.array(z.string()).default([]),
  /** Money quick picks: standard $5,000…$70,000, or high $300,000…$800,000. */
  quickPicks: z.enum(["standard", "high"]).default("standard"),
  disclaimer: z.string().optional(),
});
export type FinanceSettings = z.infer<typeof FinanceSettings>;

const StockSettings = z.object({
  /** §7: many sites prefix car_type used. */
  carTypes: z
    .array(z.enum(["new", "demo", "used"]))
    .nullable()
    .default(null),
  hiddenMakes: z.array(z.string()).default([]),
  hiddenStockNumbers: z.array(z.string()).default([]),
  /** §7 fixed stock filter helper number (0,1,2,3,4,5,7,14); default 3. */
  fixedFilter: z.union([0, 1, 2, 3, 4, 5, 7, 14].map((n) => z.literal(n))).default(3),
  /** §4: price ascending excludes zero-priced cars on sites that enable it. */
  priceAscExcludesZero: z.boolean().default(false),
  /** §4: consecutive sold cars collapse to the first of each run. */
  soldHandling: z.boolean().default(false),
  /** Configured stock count used when the search count is capped (§5). */
  stockCount: z.number().nullable().default(null),
  /** Facet order override, e.g. series duo, city, sport on one site (§9). */
  facetOrder: z.record(z.string(), z.array(z.string())).default({}),
  sortOptions: z.array(z.object({ value: z.string(), label: z.string() })).default([
    { value: "rank_desc", label: "Featured" },
    { value: "price_asc", label: "Price: Low to High" },
    { value: "price_desc", label: "Price: High to Low" },
    { value: "year_desc", label: "Year: Newest" },
    { value: "km_asc", label: "Kilometres: Lowest" },
    { value: "created_desc", label: "Recently Added" },
  ]),
  searchFacets: z
    .array(z.string())
    .default([
      "car_type",
      "make",
      "model",
      "price",
      "body",
      "fuel",
      "transmission",
      "drive",
      "year",
      "km",
      "colour",
      "seats",
      "location_name",
    ]),
  promo: z
    .object({
      positions: z.array(z.number().int().min(0)).default([]),
      /** One site randomises 0 to N added to the base position. */
      randomOffsetMax: z.number().int().min(0).default(0),
      /** ISO date-time after which promo cards stop showing. */
      expiresAt: z.string().nullable().default(null),
    })
    .default({ positions: [], randomOffsetMax: 0, expiresAt: null }),
});

const ThemeSettings = z.object({
  template: z.string().default("classic"),
  primary: HexColour.default("#0b3d91"),
  secondary: HexColour.default("#f2a900"),
  text: HexColour.default("#111827"),
  logoUrl: z.string().nullable().default(null),
  /**
   * Issue 21 §1: the home page's banner picture when the site has no offers to show (wide,
   * 1920×1080 or so; the banner crops it). Unset, the banner is the brand colour alone.
   */
  heroImageUrl: z.string().nullable().default(null),
  /** Issue 30 §13: written into the page's style, so a font list of plain names only. */
  font: z.string().refine(isFontList, FONT_LIST_MESSAGE).default("system-ui"),
  /** Motorcycle sites use different icons and wording (§9). */
  vehicleWord: z.string().default("Car"),
  iconSet: z.enum(["car", "motorcycle", "caravan", "truck"]).default("car"),
  /**
   * Issue 21 §2 design tokens: each overrides its template's default (core designTokens);
   * unset, the template decides.
   */
  tokens: z
    .object({
      radius: z.enum(["square", "soft", "round"]).optional(),
      typeScale: z.enum(["compact", "regular", "bold"]).optional(),
      density: z.enum(["compact", "regular", "airy"]).optional(),
      surface: HexColour.optional(),
    })
    .optional(),
});

export { DEFAULT_RESERVE_AMOUNT } from "./site-features";

export const SiteConfig = z.object({
  // §3 site settings
  // A slug names the site in host names and paths: a DNS label's 63 characters at most.
  slug: z
    .string()
    .max(63)
    .regex(/^[a-z0-9][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens"),
  template: z.string().default("classic"),
  name: z.string().min(1).max(120),
  // Issue 18: the country sets the currency, phone formats, regions and default time zone.
  country: z.enum(COUNTRIES, { error: 'country must be "AU" or "NZ"' }).default("AU"),
  /** Configured production host names for this site. */
  domains: z.array(HostName).default([]),
  dealerships: z
    .array(z.object({ id: z.string(), name: z.string(), slug: z.string().optional() }))
    .default([]),
  locations: z.array(Location.superRefine(checkLocationFields)).default([]),
  manufacturer: Manufacturer.nullable().default(null),
  manufacturers: z.array(Manufacturer).default([]),
  models: z.array(Model).default([]),
  offers: z.array(Offer).default([]),
  reviews: z.array(Review).default([]),
  plugins: z.array(z.string()).default([]),
  /** Issue 21 §1: the people shown on the About page. */
  team: z.array(TeamMember).default([]),
  // §3 dealer config
  dealer: z
    .object({
      dealership_group: z.string().nullable().default(null),
      address: z.string().nullable().default(null),
      phone: PhoneText.nullable().default(null),
      email: z.email().nullable().default(null),
      xtime_url: z.string().nullable().default(null),
      override_city: z.string().nullable().default(null),
      /** §4 sold cars are shown this many days (default 3). */
      include_sold_cars_days: z.number().int().min(0).default(3),
      dealership_websites: z.array(DealershipWebsite).default([]),
      profile: z.string().nullable().default(null),
      /** The stats banner's own texts; null counts them from the data (core dealerStats). */
      stats: z.array(z.string()).nullable().default(null),
      /** The year the group was founded, for the banner's "N Years Est." (null: not shown). */
      established: z.number().int().nullable().default(null),
      /** Issue 36 §1: NZ motor vehicle trader registration number, shown on the Consumer Information Notice. */
      trader_registration_number: z.string().trim().min(1).max(40).nullable().default(null),
    })
    .default({
      dealership_group: null,
      address: null,
      phone: null,
      email: null,
      xtime_url: null,
      override_city: null,
      include_sold_cars_days: 3,
      dealership_websites: [],
      profile: null,
      stats: null,
      established: null,
      trader_registration_number: null,
    }),
  /** Phone numbers per car type, with the filter flag (§3). */
  phones: z
    .object({
      new: PhoneText.nullable().default(null),
      used: PhoneText.nullable().default(null),
      demo: PhoneText.nullable().default(null),
      filter: z.boolean().default(false),
    })
    .default({ new: null, used: null, demo: null, filter: false }),
  noPriceText: z.string().default("Enquire for price."),
  /**
   * Origins allowed to show this site in a frame (CSP frame-ancestors), e.g. a dealer group's
   * portal "https://group.example.com.au"; the site itself always may. Empty: no one else.
   */
  frameAncestors: z
    .array(z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/, "must be an https origin"))
    .default([]),
  finance: FinanceSettings.default(FinanceSettings.parse({})),
  stock: StockSettings.default(StockSettings.parse({})),
  features: FeatureSettings.default(FeatureSettings.parse({})),
  theme: ThemeSettings.default(ThemeSettings.parse({})),
  menu: z.array(MenuItem).nullable().default(null),
  footer: z.array(FooterItem).nullable().default(null),
  brands: z.array(BrandTile).default([]),
  serviceBooking: z
    .object({
      /** The service routes this site answers on (e.g. /service, /service-noosa). */
      routes: z.array(z.string()).default(["/service"]),
      /** One site links to an external manufacturer booking page. */
      externalUrl: z.string().nullable().default(null),
      list: z.array(ServiceBookingEntry).default([]),
    })
    .default({ routes: ["/service"], externalUrl: null, list: [] }),
  /** Information and dealer pages this site answers on (others 404). */
  pages: z.array(z.string()).default([]),
  /** The /spin-to-win prize wheel (offered where `pages` lists the route): 2 to 12 prizes. */
  spinToWin: z
    .object({
      prizes: z
        .array(z.object({ label: z.string().min(1).max(60), weight: z.number().min(0) }))
        .min(2)
        .max(12)
        .refine((prizes) => prizes.some((p) => p.weight > 0), "at least one prize must be winnable")
        .default([...DEFAULT_PRIZES]),
    })
    .default({ prizes: [...DEFAULT_PRIZES] }),
  reviewsSettings: z
    .object({ hidden: z.boolean().default(false), minRating: z.number().default(4) })
    .default({ hidden: false, minRating: 4 }),
  map: z
    .object({
      zoom: z.number().default(11),
      lat: z.number().default(-27.4698),
      lng: z.number().default(153.0251),
    })
    .default({ zoom: 11, lat: -27.4698, lng: 153.0251 }),
  /**
   * The dealer's IANA time zone for site-wide dates (a date given without a time or offset is
   * read in it, issue 16 §3); null: its country's (siteTimeZone). Locations keep their own.
   */
  timeZone: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as Australia/Sydney")
    .nullable()
    .default(null),
  /** Where the lead outbox delivers (webhook URL); the embedded default writes to a folder. */
  leadWebhookUrl: WebhookUrl.nullable().default(null),
  /** Signs each webhook delivery (HMAC-SHA256) so the dealer's CRM can trust it; a secret. */
  leadWebhookSecret: WebhookSecret.nullable().default(null),
  /**
   * Who receives each lead as ADF e-mail, through the outbox (issue 32 §2.1); a location's own
   * `leadRecipients` take its leads. Empty and no webhook: leads go to the local folder.
   */
  leadRecipients: z.array(z.email()).default([]),
  /** Issue 34 §1–2: lead routing rules, teams, fallback owner and first-response targets. */
  leadRouting: LeadRoutingSettings.default(LeadRoutingSettings.parse({})),
  /** Issue 33 §1: the stock feed pulled from the dealer's system on a schedule; null: none. */
  stockFeed: StockFeedSettings.nullable().default(null),
  /** Issue 34 §4: the spam score threshold and the minimum seconds to send a lead form. */
  spam: SpamSettings.default(SpamSettings.parse({})),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
export type SiteConfigInput = z.input<typeof SiteConfig>;

/** The settings a site gets when an import creates it. */
export function defaultSiteConfig(slug: string, name = slug): SiteConfig {
  return SiteConfig.parse({ slug, name });
}
