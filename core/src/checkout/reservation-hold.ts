import type { SiteConfig } from "../schemas/site-config";
import type { DepositTaken } from "./reserve-payment-wording";

type HoldSite = {
  features: Pick<SiteConfig["features"], "reserveHoldMinutes" | "reserveHoldLimit">;
};

/** Who is asking for a hold: the signed-in shopper (their mobile was verified by code) or not. */
export interface HoldShopper {
  /** The signed-in user's id; null for an anonymous visitor. */
  userId: string | null;
  /** The client's address as the edge reads it (only keys an anonymous paid hold). */
  clientAddress: string;
}

/** Why a hold is refused before anything is authorised. */
export type HoldRefusal = "verify-to-hold";

/** Issue 30 §7: the shopper-facing text of a refused hold (Forecourt's wording). */
export const HOLD_MESSAGES = {
  "verify-to-hold":
    "Please sign in with your mobile number to reserve this car. Nothing has been charged.",
  "hold-limit": (limit: number) =>
    `You already have ${limit === 1 ? "a car" : `${limit} cars`} on hold, the most one shopper can reserve at once. Nothing has been charged.`,
} as const;

/**
 * Issue 30 §7: a hold needs a verified mobile (the shopper is signed in: sign-in is by a code
 * sent to the mobile) or a deposit paid online by card. Where the deposit is paid at the
 * dealership, an anonymous visitor cannot hold a car.
 */
export function holdRefusal(shopper: HoldShopper, depositTaken: DepositTaken): HoldRefusal | null {
  if (shopper.userId !== null) return null;
  return depositTaken === "online" ? null : "verify-to-hold";
}

/**
 * Whose holds count together against the site's limit: the signed-in account, else (a paid
 * anonymous hold) the client address. Prefixed, so an account id never meets an address.
 */
export function holdHolder(shopper: HoldShopper): string {
  return shopper.userId !== null ? `user:${shopper.userId}` : `client:${shopper.clientAddress}`;
}

/**
 * When a new hold frees the car unless paid: a deposit paid online keeps the car held (null, no
 * expiry); an unpaid one (at the dealership) lapses after the site's `reserveHoldMinutes`.
 */
export function holdExpiresAt(site: HoldSite, depositTaken: DepositTaken, now: Date): Date | null {
  if (depositTaken === "online") return null;
  return new Date(now.getTime() + site.features.reserveHoldMinutes * 60_000);
}

/** Whether a recorded hold still keeps its car: not released, and not past its expiry. */
export function holdIsActive(
  hold: { expiresAt: Date | null; releasedAt: Date | null },
  now: Date,
): boolean {
  if (hold.releasedAt !== null) return false;
  return hold.expiresAt === null || hold.expiresAt.getTime() > now.getTime();
}

/**
 * Issue 30 §7 on read: a car flagged reserved whose holds have all lapsed (none released by hand,
 * the latest expired) is free again, before the sweep clears the flag.
 */
export function heldOnlyByLapsedHolds(
  car: { reserved?: boolean | null },
  holds: ReadonlyArray<{ expiresAt: Date | null; releasedAt: Date | null; createdAt: Date }>,
  now: Date,
): boolean {
  if (car.reserved !== true || holds.length === 0) return false;
  if (holds.some((hold) => holdIsActive(hold, now))) return false;
  const latest = holds.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  return latest.expiresAt !== null && latest.expiresAt.getTime() <= now.getTime();
}

/** Whether a shopper already holding `activeHolds` cars may not hold another on this site. */
export function holdLimitReached(site: HoldSite, activeHolds: number): boolean {
  return activeHolds >= site.features.reserveHoldLimit;
}

/** "30 minutes", "2 hours", "1 day 6 hours": a hold's length as the shopper reads it. */
export function holdDurationText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const part = (n: number, unit: string) => (n === 0 ? [] : [`${n} ${unit}${n === 1 ? "" : "s"}`]);
  return [...part(days, "day"), ...part(hours, "hour"), ...part(mins, "minute")].join(" ");
}

/**
 * Issue 30 §7: what the checkout page and the confirmation say about how long the car is held;
 * null where the deposit is paid online (the paid hold does not lapse).
 */
export function holdNotice(site: HoldSite, depositTaken: DepositTaken): string | null {
  if (depositTaken === "online") return null;
  return `We hold the car for you for ${holdDurationText(site.features.reserveHoldMinutes)}. If the dealership has not taken your deposit by then, the car is released for other buyers.`;
}
