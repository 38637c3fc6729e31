import { type ReservationRefusal, reservationRefusal } from "../checkout/reservation";
import { heldOnlyByLapsedHolds, holdIsActive } from "../checkout/reservation-hold";
import type { ReservationRepository } from "../ports/leads";
import type { StockRepository } from "../ports/sites";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { carPathKey } from "../stock/car-path";
import { succeeded, type UseCaseResult } from "./result";

/** The car a checkout page shows, and why it cannot be reserved now (null: it can). */
export interface CarToReserve {
  car: Car | null;
  refusal: ReservationRefusal | null;
}

/**
 * The car for a checkout page (§2 /cars/{slug}/checkout, buy-online, the checkout journey): found
 * on the site by its slug (or its id, as other links carry), and whether it can be reserved now.
 * Only active holds count: a lapsed hold no longer reserves the car, though the sweep may not have
 * cleared the flag yet (issue 30 §7). The refusal is a value the page shows, not a failure.
 */
export async function findCarToReserve(
  ports: {
    stock: Pick<StockRepository, "bySlug" | "get">;
    reservations: Pick<ReservationRepository, "list">;
  },
  input: { slug: string },
  context: { now: Date; site: SiteConfig },
): Promise<UseCaseResult<CarToReserve>> {
  const { site, now } = context;
  const wanted = carPathKey(input.slug);
  const car =
    wanted === null
      ? null
      : ((await ports.stock.bySlug(site.slug, wanted)) ??
        (await ports.stock.get(site.slug, wanted)));
  const holds = car ? await ports.reservations.list(site.slug, car.id) : [];
  const hasReservation = holds.some((hold) => holdIsActive(hold, now));
  const shown = car && heldOnlyByLapsedHolds(car, holds, now) ? { ...car, reserved: false } : car;
  return succeeded({ car, refusal: reservationRefusal(shown, site, now, { hasReservation }) });
}
