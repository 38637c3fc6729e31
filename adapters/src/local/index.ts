import type {
  DeliveryPricePort,
  FinanceQuotePort,
  GeocodingPort,
  MarketPricePort,
  OtpSenderPort,
  PaymentPort,
  SiteRepository,
} from "@forecourt/core";
import { LocalDeliveryPrice } from "./local-delivery-price";
import { LocalFinanceQuote } from "./local-finance-quote";
import { LocalGeocoding } from "./local-geocoding";
import { LocalMarketPrice, type SiteStock } from "./local-market-price";
import { type CodeLogger, LocalOtpSender } from "./local-otp-sender";
import { type LocalInvoicePayment, LocalPayment, type LocalPaymentRecord } from "./local-payment";

export * from "./local-delivery-price";
export * from "./local-finance-quote";
export * from "./local-geocoding";
export * from "./local-market-price";
export * from "./local-otp-sender";
export * from "./local-payment";
export * from "./local-staff-code-sender";
export { AU_POSTCODES, type PostcodeEntry } from "./postcodes/index";

export interface LocalOutsideCalls {
  geocoding: GeocodingPort;
  deliveryPrice: DeliveryPricePort;
  marketPrice: MarketPricePort;
  financeQuote: FinanceQuotePort;
  payment: PaymentPort;
  otpSender: OtpSenderPort;
}

/**
 * The embedded default: each reserve payment event (authorised, captured, voided) is one log line
 * (no card is charged); the shopper's name, e-mail and phone never reach the log.
 */
export function logPayment(logger: CodeLogger) {
  return async (p: LocalPaymentRecord) => {
    const fields =
      p.event === "authorised"
        ? { site: p.site, carId: p.carId, amount: p.amount, reference: p.reference }
        : { site: p.site, reference: p.reference };
    logger.info(fields, `reserve payment ${p.event} (local payment: no card charged)`);
  };
}

/** Every outside-call port answered locally, wired from the store and a logger (the embedded default). */
export function createLocalOutsideCalls(deps: {
  sites: Pick<SiteRepository, "get">;
  stock: SiteStock;
  logger: CodeLogger;
  /** Where the local payment adapter records each reserve payment (the log by default). */
  recordPayment?: (payment: LocalPaymentRecord) => Promise<void>;
  recordInvoicePayment: (payment: LocalInvoicePayment) => Promise<void>;
  /** The local sender also writes each sign-in code to `<codesDir>/<site>/<phone>.txt`. */
  codesDir?: string;
}): LocalOutsideCalls {
  const geocoding = new LocalGeocoding();
  return {
    geocoding,
    deliveryPrice: new LocalDeliveryPrice(geocoding),
    marketPrice: new LocalMarketPrice(deps.stock),
    financeQuote: new LocalFinanceQuote(deps.sites),
    payment: new LocalPayment(deps.recordPayment ?? logPayment(deps.logger), {
      recordInvoicePayment: deps.recordInvoicePayment,
    }),
    otpSender: new LocalOtpSender(deps.logger, deps.codesDir ? { codesDir: deps.codesDir } : {}),
  };
}
