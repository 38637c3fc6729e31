import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";

type PhoneSite = Pick<SiteConfig, "phones"> & { dealer: Pick<SiteConfig["dealer"], "phone"> };

/**
 * §3/§9 phone numbers per car type: with the filter flag on, a new, used or demo car uses
 * its type's configured number; otherwise (or when none is set) the car's location phone,
 * then the dealer phone. Null when there is none (logged to the console, §8: phoneConsoleNote).
 */
export function phoneForCar(
  car: Pick<Car, "car_type" | "location">,
  site: PhoneSite,
): string | null {
  if (site.phones.filter) {
    const type = car.car_type?.trim().toLowerCase();
    const byType = type === "new" || type === "used" || type === "demo" ? site.phones[type] : null;
    if (byType?.trim()) return byType.trim();
  }
  return car.location?.phone?.trim() || site.dealer.phone?.trim() || null;
}

/** §8 console-only: the message logged when a page has no phone number to show. */
export const MISSING_PHONE_NUMBER = "Missing phone number";

/** The console line for a page's phone (null: it has one, nothing to log). */
export function phoneConsoleNote(phone: string | null | undefined): string | null {
  return phone?.trim() ? null : MISSING_PHONE_NUMBER;
}
