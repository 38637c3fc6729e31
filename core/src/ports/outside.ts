import type { DepositTaken } from "../checkout/reserve-payment-wording";
import type { Country } from "../locations/regions";
import type { Car } from "../schemas/car";
import type {
  DeliveryQuote,
  GeoPoint,
  PriceComparison,
  YouxQuoteRequest,
} from "../schemas/finance";
import type { Location } from "../schemas/location";

/**
 * §7 geocoding of a postcode in the site's country (AU by default; issue 18 adds NZ); null
 * when there is no result ('Invalid postcode'). `region` is the postcode's state or NZ region
 * code when the geocoder knows it.
 */
export interface GeocodingPort {
  geocodePostcode(
    postcode: string,
    country?: Country,
  ): Promise<(GeoPoint & { region?: string }) | null>;
}

/** §7 delivery price lookup by postcode in the site's country; null when there is no delivery price. */
export interface DeliveryPricePort {
  quote(postcode: string, from: Location[], country?: Country): Promise<DeliveryQuote | null>;
}

/** §7 autogauge market price; null when there is no data ('No data returned'). */
export interface MarketPricePort {
  compare(site: string, car: Car): Promise<PriceComparison | null>;
}

/** §7 POST /api/youx/quote response fields. */
export interface FinanceQuote {
  weeklyRepaymentAmount: number;
  comparisonRate: number;
  advertisedRate: number;
}

export interface FinanceQuotePort {
  quote(site: string, request: YouxQuoteRequest): Promise<FinanceQuote | null>;
}

/** Reserve / buy online payment; the embedded default records it and charges no card. */
export interface PaymentPort {
  /**
   * How this port takes a reserve deposit: "online" charges the shopper's card; "at-dealership"
   * records the reservation only (the shopper pays at the dealership). Every text about the
   * deposit follows it (reservePaymentWording).
   */
  readonly depositTaken: DepositTaken;
  reserve(
    site: string,
    carId: string,
    amount: number,
    customer: { name: string; email: string; phone: string },
  ): Promise<{ reference: string }>;
  /**
   * §2 /online-payment: pays a dealer invoice (amount in dollars as a decimal string, "245.50");
   * returns the payment's receipt reference. The embedded default records it, no card charged.
   * With `idempotencyKey` (the request's Idempotency-Key) it pays once for that key, however many
   * servers or retries send it, and answers each with the same reference: a provider's own
   * idempotency key (Stripe's) carries it.
   */
  payInvoice(
    site: string,
    invoice: { number: string; amount: string },
    customer: { name: string; email: string; phone: string },
    request?: { idempotencyKey?: string },
  ): Promise<{ reference: string }>;
}
