import { TRADE_IN_QUESTION_NAMES, TradeInAnswers } from "./trade-in-offer";

/**
 * Reading a stored trade-in record (the API's `data` column: vehicle, estimate,
 * adjustmentAnswers, offer_price) back into what the rules and the dealer's lead need. The
 * record is JSON written by earlier versions too, so every value is checked, never assumed.
 */

type StoredData = Record<string, unknown>;

const positive = (v: unknown): number | null =>
  typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null;
const record = (v: unknown): StoredData | null =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as StoredData) : null;

/**
 * The valuation's base (dollars) the answers adjust, or null when there was no online estimate.
 * Read from the server's own `estimate`, never from the `valuation` column a page may save.
 */
export function valuationBase(data: StoredData): number | null {
  return positive(record(data.estimate)?.base);
}

/**
 * The lead fields the server recorded for a trade-in (issue 15 §3: the lead carries everything
 * the shopper said): the vehicle, the estimate, the offer and every adjustment answer. Fields
 * the record does not hold are left out, so the form's own values stay.
 */
export function tradeInLeadFields(data: StoredData): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const vehicle = record(data.vehicle);
  if (vehicle) {
    for (const [from, to] of [
      ["year", "trade_year"],
      ["make", "trade_make"],
      ["model", "trade_model"],
      ["km", "trade_km"],
    ] as const) {
      const value = vehicle[from];
      if (typeof value === "string" || typeof value === "number") out[to] = value;
    }
  }
  const estimate = record(data.estimate);
  const low = positive(estimate?.estimate_low);
  const high = positive(estimate?.estimate_high);
  if (low !== null && high !== null) {
    out.estimate_low = low;
    out.estimate_high = high;
  }
  const offer = positive(data.offer_price);
  if (offer !== null) out.offer_price = offer;
  const answers = TradeInAnswers.partial().safeParse(record(data.adjustmentAnswers) ?? {});
  if (answers.success) {
    for (const [key, value] of Object.entries(answers.data)) {
      if (value !== undefined) out[key] = value;
    }
  }
  return out;
}

/** What only the record may say: a page cannot claim an offer, estimate or answer it was not given. */
const RECORD_ONLY = ["offer_price", "estimate_low", "estimate_high", ...TRADE_IN_QUESTION_NAMES];

/** A trade-in form's fields with the record's facts in place of anything the page sent for them. */
export function withTradeInRecord(
  fields: Record<string, unknown>,
  data: StoredData,
): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(fields).filter(([k]) => !RECORD_ONLY.includes(k)));
  return { ...kept, ...tradeInLeadFields(data) };
}
