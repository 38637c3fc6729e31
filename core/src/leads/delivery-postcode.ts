import {
  DELIVERY_POSTCODE_BLANK,
  GEOCODE_MISS,
  INVALID_POSTCODE_4_DIGITS,
  NO_DELIVERY_PRICE,
} from "./messages";

export type DeliveryPostcodeCheck = { ok: true; postcode: string } | { ok: false; error: string };

/** §5 delivery calculator: blank → 'Please enter a postcode.'; otherwise exactly 4 digits. */
export function checkDeliveryPostcode(input: unknown): DeliveryPostcodeCheck {
  const text =
    typeof input === "number" ? String(input) : typeof input === "string" ? input.trim() : "";
  if (text === "") return { ok: false, error: DELIVERY_POSTCODE_BLANK };
  if (!/^\d{4}$/.test(text)) return { ok: false, error: INVALID_POSTCODE_4_DIGITS };
  return { ok: true, postcode: text };
}

/** Why a delivery estimate could not be given, as the §8 text the calculator shows. */
export function deliveryFailureMessage(reason: "geocode-miss" | "no-price"): string {
  return reason === "geocode-miss" ? GEOCODE_MISS : NO_DELIVERY_PRICE;
}
