import { showReserveButton } from "../eligibility/action-buttons";
import { formatMoney } from "../format/money";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { dealerStockFilter, matchesDealerStockFilter } from "../search/dealer-stock-filter";
import { holdLimitReached } from "./reservation-hold";

/** Why a car cannot be reserved online on a site; each has one message below. */
export type ReservationRefusal =
  /** The site does not take reservations (features.reserve is off). */
  | "not-offered"
  /** The car is not in this site's stock (unknown, hidden, another tenant's). */
  | "not-found"
  /** Someone reserved it first: the flag is set or a reservation is recorded. */
  | "already-reserved"
  /** Sold, not in stock, test-drive-only, not reservable, or priced 200 or less. */
  | "unavailable"
  /** Issue 30 §7: the shopper already holds the site's limit of cars. */
  | "hold-limit";

/** The shopper-facing text for each refusal (Forecourt's wording; the spec shows none). */
export const RESERVATION_MESSAGES: Record<ReservationRefusal, string> = {
  "not-offered": "Online reservations are not available on this site.",
  "not-found": "We couldn't find that car. It may have been sold or removed from our stock.",
  "already-reserved":
    "Sorry, this car has already been reserved by another buyer. Nothing has been charged.",
  unavailable:
    "Sorry, this car can no longer be reserved online. Please enquire and we'll help you find a similar one.",
  "hold-limit":
    "You already have as many cars on hold as one shopper can reserve at once. Nothing has been charged.",
};

type ReserveSite = Pick<SiteConfig, "features" | "stock" | "dealer">;

/**
 * §4/§5 whether `car` can be reserved on `site` now, or why not: the site offers reserve, the
 * car is in the site's listed stock (§7 dealer filter), nobody has reserved it (the flag, or a
 * reservation already recorded — a feed import may clear the flag, the record stays), and the
 * §5 reserve-button rule holds (reservable, not test-drive-only, in_stock, not sold, price > 200),
 * and (issue 30 §7) the shopper holds fewer cars than the site's limit. `hasReservation` and
 * `shopperHolds` count only holds still active (not released, not expired).
 */
export function reservationRefusal(
  car: Car | null,
  site: ReserveSite,
  now: Date,
  facts: { hasReservation: boolean; shopperHolds?: number } = { hasReservation: false },
): ReservationRefusal | null {
  if (!site.features.reserve) return "not-offered";
  if (!car || !matchesDealerStockFilter(car, dealerStockFilter(site, now))) return "not-found";
  if (car.reserved === true || facts.hasReservation) return "already-reserved";
  if (!showReserveButton(car, site)) return "unavailable";
  if (holdLimitReached(site, facts.shopperHolds ?? 0)) return "hold-limit";
  return null;
}

/** The amount a reservation charges on this site (settings; §9 default $200), in dollars. */
export function reserveAmount(site: {
  features: Pick<SiteConfig["features"], "reserveAmount">;
}): number {
  return site.features.reserveAmount;
}

/** "$200": the reserve amount as the checkout shows it (§9 money format). */
export function reserveAmountText(site: {
  features: Pick<SiteConfig["features"], "reserveAmount">;
}): string {
  return formatMoney(reserveAmount(site));
}

/**
 * §4 gated access: where checkout is gated, only a signed-in shopper may reserve — the API
 * refuses what the page gates, so the gate cannot be stepped around with a direct request.
 */
export function reservationNeedsSignIn(site: {
  features: Pick<SiteConfig["features"], "gated">;
}): boolean {
  return site.features.gated.checkout;
}
