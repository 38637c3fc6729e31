import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { isAvailable, showsSoldView } from "../stock/availability";
import { isInstantEligible } from "./instant-eligibility";

type ReserveSite = { features: Pick<SiteConfig["features"], "reserve"> };
type ReserveCar = Pick<
  Car,
  "status" | "sold" | "reserved" | "price" | "reservable" | "test_drive_only"
>;

/**
 * §4/§5 reserve button: the site offers reserve, the car is reservable (absent counts as
 * reservable), not test-drive-only, and eligible — the spec hides the eligibility rule, so
 * the §4 instant eligibility (in_stock, not sold, not reserved, price > 200) stands in for it.
 */
export function showReserveButton(car: ReserveCar, site: ReserveSite): boolean {
  return (
    site.features.reserve &&
    car.reservable !== false &&
    car.test_drive_only !== true &&
    isInstantEligible(car)
  );
}

/** §5 trade-in button: the site supports trade-in and the car is available (§4). */
export function showTradeInButton(
  car: Pick<Car, "status">,
  site: { features: Pick<SiteConfig["features"], "tradeIn"> },
): boolean {
  return site.features.tradeIn && isAvailable(car);
}

/** §5: the history report button needs a file (the report link). */
export function showHistoryReportButton(car: Pick<Car, "file">): boolean {
  return (car.file?.trim() ?? "") !== "";
}

/** §5 Toyota certified badge: make Toyota, certified true, the site switch on, and not sold. */
export function showToyotaCertifiedBadge(
  car: Pick<Car, "make" | "certified" | "status" | "sold">,
  site: { features: Pick<SiteConfig["features"], "certifiedToyota"> },
): boolean {
  return (
    car.make?.trim().toLowerCase() === "toyota" &&
    car.certified === true &&
    site.features.certifiedToyota &&
    !showsSoldView(car)
  );
}

/**
 * §2 Instant Message replaces Enquire Now only if the chat feature is available
 * (site switch) and enabled (the chat widget reports it is on).
 */
export function showInstantMessage(
  site: { features: Pick<SiteConfig["features"], "chat"> },
  chatEnabled: boolean,
): boolean {
  return site.features.chat && chatEnabled;
}
