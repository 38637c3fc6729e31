import type { DepositTaken } from "../checkout/reserve-payment-wording";
import type { Country } from "../locations/regions";
import type { MarketRange, MarketVehicle } from "../market/market-price";
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
  /** The market range for a vehicle that is not listed (a trade-in); null without comparables. */
  range(site: string, vehicle: MarketVehicle): Promise<MarketRange | null>;
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

/** An authorised (not yet captured) reserve payment: the provider's id and the shopper's reference. */
export interface PaymentAuthorisation {
  /** The provider's handle for capture or void (the embedded adapter: the reference). */
  id: string;
  /** What the shopper and the dealer quote; stored on the reservation. */
  reference: string;
}

/**
 * Reserve / buy online payment and invoice payments; the embedded default records them and
 * charges no card. A reservation authorises, commits the store, then captures (or voids).
 */
export interface PaymentPort {
  /**
   * How this port takes a reserve deposit: "online" charges the shopper's card; "at-dealership"
   * records the reservation only (the shopper pays at the dealership). Every text about the
   * deposit follows it (reservePaymentWording).
   */
  readonly depositTaken: DepositTaken;
  /**
   * Issue 30 §10: authorises the reserve amount on the shopper's card (nothing is taken yet). It
   * runs outside any store transaction. `idempotencyKey` (derived from the site and the request's
   * Idempotency-Key, or the reservation's id) makes a retry answer with the same authorisation and
   * reference, however many servers send it: a provider's own idempotency key carries it.
   * Rejects when the card is declined.
   */
  authorise(
    site: string,
    payment: {
      carId: string;
      amount: number;
      customer: { name: string; email: string; phone: string };
    },
    request: { idempotencyKey: string },
  ): Promise<PaymentAuthorisation>;
  /** Takes an authorised amount, once the reservation is committed; again for the same one is a no-op. */
  capture(site: string, authorisation: PaymentAuthorisation): Promise<void>;
  /** Releases an authorisation the reservation did not commit (the car was taken meanwhile). */
  void(site: string, authorisation: PaymentAuthorisation): Promise<void>;
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
