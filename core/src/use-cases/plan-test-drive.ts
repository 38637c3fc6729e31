import type { StockRepository } from "../ports/sites";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { succeeded, type UseCaseResult } from "./result";

/** What the /book-test-drive form starts from: the car asked about, if any, and where to drive it. */
export interface TestDrivePlan {
  car: Car | null;
  /** Year, make, model and badge, as the success page names the car; "" without one. */
  carName: string;
  /** The location whose test-drive slots the form offers; null when the site has none. */
  slotLocation: string | null;
}

/** Location types that sell cars: the dealer's sales yards (untyped, sales, used). */
const SALES_LOCATION_TYPES = ["", "sales", "used"];

/**
 * §2 /book-test-drive/?car_id={id}: the car (by its id on the site; unknown: none) and the
 * location of the drive: the car's own, else the dealer's primary visible sales location, else
 * its first. Reads only; no failure (an unknown car is a test drive without one).
 */
export async function planTestDrive(
  ports: { stock: Pick<StockRepository, "get"> },
  input: { carId?: string | undefined },
  context: { site: SiteConfig },
): Promise<UseCaseResult<TestDrivePlan>> {
  const { site } = context;
  const car = input.carId ? await ports.stock.get(site.slug, input.carId) : null;
  const sales = site.locations.filter(
    (l) => l.visible !== false && SALES_LOCATION_TYPES.includes(l.location_type ?? ""),
  );
  const slotLocation =
    car?.location?.slug ?? (sales.find((l) => l.primary) ?? sales[0])?.slug ?? null;
  const carName = car ? [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ") : "";
  return succeeded({ car, carName, slotLocation });
}
