import { TOWED_ITEM_TYPES } from "../calculators/fuel-cost";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";

/** §2 the test-drive form's name on the vehicle page, on every site by default. */
export const TEST_DRIVE_LABEL = "Book a Test Drive";

type ItemCar = Partial<Pick<Car, "item_type">>;

const itemOf = (car: ItemCar) => car.item_type?.trim().toLowerCase() ?? "";

/** Issue 15 §1 caravans, trailers and campers: towed, no engine of their own. */
export function isTowedItem(car: ItemCar): boolean {
  return (TOWED_ITEM_TYPES as readonly string[]).includes(itemOf(car));
}

/**
 * Issue 15 §1 the test-drive form's name: a towed item takes the site's own wording where the
 * site has one (features.towedTestDriveLabel, e.g. "Book an inspection"); anything else, and
 * every item on a site without it, "Book a Test Drive".
 */
export function testDriveLabel(
  car: ItemCar,
  site: { features: Pick<SiteConfig["features"], "towedTestDriveLabel"> },
): string {
  const own = site.features.towedTestDriveLabel;
  return own && isTowedItem(car) ? own : TEST_DRIVE_LABEL;
}

/**
 * Issue 15 §1 motorcycles and trucks name their specifications their own way: a label here is
 * renamed, one mapped to null is left out (a motorcycle has no doors).
 */
export const ITEM_SPEC_LABELS: Readonly<Record<string, Readonly<Record<string, string | null>>>> = {
  motorcycle: {
    Body: "Style",
    "Engine size": "Engine capacity",
    Doors: null,
    Seats: "Seating",
    "Braked towing capacity": null,
  },
  truck: {
    Body: "Body type",
    "Gross vehicle mass": "GVM",
    "Braked towing capacity": "Towing capacity (braked)",
    Seats: "Cab seats",
  },
};

/** A car's specification rows under its item type's labels (cars and towed items keep theirs). */
export function itemSpecRows<T extends { label: string }>(car: ItemCar, rows: readonly T[]): T[] {
  const labels = ITEM_SPEC_LABELS[itemOf(car)];
  if (!labels) return [...rows];
  const out: T[] = [];
  for (const row of rows) {
    if (!Object.hasOwn(labels, row.label)) {
      out.push(row);
      continue;
    }
    const label = labels[row.label];
    if (label) out.push({ ...row, label });
  }
  return out;
}
