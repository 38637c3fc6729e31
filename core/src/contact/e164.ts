import type { Country } from "../locations/regions";

/**
 * A mobile number as an SMS provider takes it (E.164), from the ways shoppers in Australia and
 * New Zealand write one: "0412 345 678", "+61 412 345 678", "61412345678", "021 234 5678",
 * "+64 21 234 5678". Null when it is not a mobile of the site's country (landlines take no SMS).
 */
export function mobileToE164(phone: string, country: Country): string | null {
  const compact = phone.replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, "");
  if (country === "NZ") {
    // NZ mobiles: 02x then 6 to 8 more digits (021 123 456 … 027 1234 5678).
    const national = digits.startsWith("64") ? digits.slice(2) : digits.replace(/^0/, "");
    return /^2[0-9]\d{6,8}$/.test(national) ? `+64${national}` : null;
  }
  // AU mobiles: 04 then eight digits.
  const national = digits.startsWith("61") ? digits.slice(2) : digits.replace(/^0/, "");
  return /^4\d{8}$/.test(national) ? `+61${national}` : null;
}
