import type { Country } from "../../locations/regions";

const COUNTRY_NAMES: Record<Country, string> = { AU: "Australia", NZ: "New Zealand" };

/** The message naming what to fix when a phone cannot exist (issue 34 §4: never a silent bin). */
export const phoneCannotExistMessage = (country: Country): string =>
  `Please check your phone number: it cannot be dialled in ${COUNTRY_NAMES[country]}.`;

/**
 * Issue 34 §4: false when a normalised lead phone (digits, or +64 and digits) cannot exist for
 * the site's country: one digit repeated, or a prefix no number has (AU: 00, 01, 06, 09, a
 * 10-digit 1 number other than 13/18/19, an 8-digit local number starting 0 or 1; NZ: 00, 01).
 * Kept deliberately narrow: a real shopper's number must never be refused by it.
 */
export function phoneCanExist(phone: string, country: Country): boolean {
  if (phone.startsWith("+")) return !/^\+\d\d(\d)\1+$/.test(phone);
  if (/^(\d)\1+$/.test(phone)) return false;
  if (/^0[01]/.test(phone)) return false;
  if (country === "NZ") return true;
  if (/^0[69]\d{8}$/.test(phone)) return false;
  if (/^1\d{9}$/.test(phone) && !/^1[389]/.test(phone)) return false;
  if (/^[01]\d{7}$/.test(phone)) return false;
  return true;
}
