import { z } from "zod";
import { feedNumber, feedString } from "./coerce";

export const FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** §3 Finance lender record (calculator). */
export const FinanceLender = z.looseObject({
  establishmentFees: feedNumber,
  termYears: feedNumber,
  interestRate: feedNumber,
  deposit: feedNumber,
  totalPayable: feedNumber,
  disclaimer: feedString,
  financeProvider: feedString,
  comparisonRate: feedNumber,
  termMonths: feedNumber,
  termWeeks: feedNumber,
});
export type FinanceLender = z.infer<typeof FinanceLender>;

/** §3 Finance calculator state. */
export const FinanceCalculatorState = z.object({
  amount: z.number().min(0),
  term: z.number().positive(),
  interest: z.number().min(0),
  deposit: z.number().min(0).default(0),
  tradeIn: z.number().min(0).default(0),
  residual: z.number().min(0).default(0),
  fees: z.number().min(0).default(0),
  frequency: z.enum(FREQUENCIES).default("weekly"),
  total: z.number().nullable().optional(),
});
export type FinanceCalculatorState = z.infer<typeof FinanceCalculatorState>;

/** §3 Price-comparison response (autogauge). */
export const PriceComparison = z.object({
  fill: z.number().nullable(),
  listing_price: z.number().nullable(),
  market_range_min: z.number().nullable(),
  market_range_max: z.number().nullable(),
  confidence: z.number().nullable(),
  description: z.string().nullable(),
});
export type PriceComparison = z.infer<typeof PriceComparison>;

/** §3 Delivery quote {price, name (region)}. */
export const DeliveryQuote = z.object({ price: z.number(), name: z.string() });
export type DeliveryQuote = z.infer<typeof DeliveryQuote>;

/** §7 POST /api/youx/quote request. */
export const YouxQuoteRequest = z.object({
  selfAssessedCreditScore: z.literal("GREAT").default("GREAT"),
  purchasePrice: z.coerce.number().positive(),
  loanTerm: z.coerce.number().int().positive().default(5),
  year: z.coerce.number().int().optional(),
  vin: z.string().optional(),
  nvic: z.string().optional(),
  whoIsHelping: z.string().default(""),
});
export type YouxQuoteRequest = z.infer<typeof YouxQuoteRequest>;

/** Geocoding result for an AU postcode. */
export const GeoPoint = z.object({ lat: z.number(), lng: z.number() });
export type GeoPoint = z.infer<typeof GeoPoint>;
