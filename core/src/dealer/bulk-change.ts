import { z } from "zod";
import { Dec } from "../format/decimal";
import { formatMoney } from "../format/money";
import type { Car } from "../schemas/car";
import type { Location } from "../schemas/location";
import type { AuditActor, NewAuditEntry } from "./audit-entry";
import {
  applyStockEdit,
  STOCK_EDIT_FIELDS,
  STOCK_MARKS,
  STOCK_PRICE_MAX,
  stockMarkOf,
} from "./stock-edit";
import { stockTitle } from "./stock-list";

/** The most cars one bulk change takes (a page of the list is 50). */
export const BULK_MAX_CARS = 200;

const Amount = z
  .string({ error: "change.amount must be a number of dollars, e.g. -500" })
  .trim()
  .regex(
    /^[+-]?[0-9]{1,8}(\.[0-9]{1,2})?$/,
    "change.amount must be dollars (up to 2 decimals), e.g. -500",
  )
  .refine((text) => Number(text) !== 0, "change.amount must not be 0");

const Percent = z
  .string({ error: "change.percent must be a number, e.g. -5" })
  .trim()
  .regex(
    /^[+-]?[0-9]{1,3}(\.[0-9]{1,2})?$/,
    "change.percent must be a number with up to 2 decimals, e.g. -5",
  )
  .refine((text) => Number(text) !== 0, "change.percent must not be 0")
  .refine(
    (text) => Number(text) > -100 && Number(text) <= 100,
    "change.percent must be above -100 and at most 100",
  );

/** One change made to every selected car at once (issue 35 §1 bulk actions). */
export const BulkChange = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("price-amount"), amount: Amount }),
    z.object({ kind: z.literal("price-percent"), percent: Percent }),
    z.object({
      kind: z.literal("mark"),
      status: z.enum(STOCK_MARKS, {
        error: 'change.status must be "available", "reserved" or "sold"',
      }),
    }),
    z.object({
      kind: z.literal("visibility"),
      shown: z.boolean({ error: "change.shown must be true or false" }),
    }),
    z.object({
      kind: z.literal("location"),
      location: z
        .string({ error: "change.location must name a location" })
        .min(1, "change.location must name a location"),
    }),
  ],
  {
    error:
      'change.kind must be "price-amount", "price-percent", "mark", "visibility" or "location"',
  },
);
export type BulkChange = z.output<typeof BulkChange>;

/** The body of POST /api/dealer/stock/bulk/preview and /bulk/apply. */
export const BulkChangeRequest = z.object({
  ids: z
    .array(z.string().min(1).max(200), { error: "ids must be a list of car ids" })
    .min(1, "ids must name at least one car")
    .max(BULK_MAX_CARS, `ids can name at most ${BULK_MAX_CARS} cars`)
    .refine((ids) => new Set(ids).size === ids.length, "ids must not name a car twice"),
  change: BulkChange,
});
export type BulkChangeRequest = z.output<typeof BulkChangeRequest>;

/** What one car's column shows before and after the change. */
export type BulkField = "price" | "status" | "website" | "location";

/** One car's line of the preview: which column changes, from what to what, and the car after. */
export interface BulkCarChange {
  id: string;
  title: string;
  field: BulkField;
  before: string;
  after: string;
  car: Car;
}

export type BulkPreview =
  | { ok: true; changes: BulkCarChange[] }
  | { ok: false; field: string; message: string };

export interface BulkContext {
  now: Date;
  locations: readonly Pick<Location, "id" | "name" | "slug" | "address" | "contact_detail">[];
}

/** §3 Car.location as a site location describes it: what the shopper pages read from a car. */
function carLocationOf(location: BulkContext["locations"][number]): NonNullable<Car["location"]> {
  return {
    id: String(location.id),
    name: location.name,
    slug: location.slug,
    phone: location.contact_detail?.phone ?? null,
    city: location.address?.city ?? null,
    state: location.address?.state ?? null,
    address: location.address ?? null,
  };
}

const money = (price: number | null | undefined) =>
  price == null ? "no price" : formatMoney(price);

function priceAfter(car: Car, change: BulkChange & { kind: `price-${string}` }): Dec | string {
  const title = `${stockTitle(car)} (${car.stocknum ?? car.id})`;
  if (car.price == null || car.price <= 0) return `${title} has no price to change.`;
  const now = new Dec(car.price);
  const after =
    change.kind === "price-amount"
      ? now.plus(change.amount)
      : now
          .times(new Dec(100).plus(change.percent))
          .dividedBy(100)
          .toDecimalPlaces(0, Dec.ROUND_HALF_UP);
  if (after.lte(0))
    return `${title} would be priced at ${money(after.toNumber())}; a price must be more than $0.`;
  if (after.gt(STOCK_PRICE_MAX)) return `${title} would be priced over $10,000,000.`;
  return after;
}

/** One car after `change`, and the column it shows; or why the car refuses it. */
function changeOne(
  car: Car,
  change: BulkChange,
  context: BulkContext,
): Omit<BulkCarChange, "id" | "title"> | string {
  switch (change.kind) {
    case "price-amount":
    case "price-percent": {
      const after = priceAfter(car, change);
      if (typeof after === "string") return after;
      const changed = applyStockEdit(car, { action: "price", price: after }, context.now);
      return {
        field: "price",
        before: money(car.price),
        after: money(changed.price),
        car: changed,
      };
    }
    case "mark": {
      const changed = applyStockEdit(car, { action: "mark", status: change.status }, context.now);
      return {
        field: "status",
        before: stockMarkOf(car),
        after: stockMarkOf(changed),
        car: changed,
      };
    }
    case "visibility": {
      const changed = applyStockEdit(car, { action: change.shown ? "show" : "hide" }, context.now);
      const word = (c: Car) => (c.show_on_dealer_website === false ? "hidden" : "shown");
      return { field: "website", before: word(car), after: word(changed), car: changed };
    }
    case "location": {
      const to = context.locations.find((l) => String(l.id) === change.location);
      if (!to) return "change.location is not one of this site's locations.";
      const from = context.locations.find(
        (l) => String(l.id) === String(car.location_id ?? car.location?.id),
      );
      // The embedded location described the old place: the new one's summary replaces it.
      const changed: Car = {
        ...car,
        location_id: String(to.id),
        location_name: to.name,
        location: carLocationOf(to),
      };
      return { field: "location", before: from?.name ?? "none", after: to.name, car: changed };
    }
  }
}

/**
 * Issue 35 §1: what `change` does to each of `cars` (in their order), before anything is saved:
 * per car the column before and after. Refused whole, naming the car, when one car cannot take
 * it (a price would reach $0 or below). Prices in decimal; a percent rounds to whole dollars.
 */
export function previewBulkChange(
  cars: readonly Car[],
  change: BulkChange,
  context: BulkContext,
): BulkPreview {
  const changes: BulkCarChange[] = [];
  for (const car of cars) {
    const one = changeOne(car, change, context);
    if (typeof one === "string") {
      const field = change.kind === "location" ? "change.location" : "change";
      return { ok: false, field, message: one };
    }
    changes.push({ id: car.id, title: stockTitle(car), ...one });
  }
  return { ok: true, changes };
}

/** The cars after `change`: exactly the preview's (built on it), or its refusal. */
export function applyBulkChange(
  cars: readonly Car[],
  change: BulkChange,
  context: BulkContext,
): { ok: true; cars: Car[] } | { ok: false; field: string; message: string } {
  const preview = previewBulkChange(cars, change, context);
  return preview.ok ? { ok: true, cars: preview.changes.map((c) => c.car) } : preview;
}

const AUDIT_ACTION = {
  "price-amount": () => "stock.price",
  "price-percent": () => "stock.price",
  mark: () => "stock.mark",
  visibility: (c: BulkChange) =>
    c.kind === "visibility" && !c.shown ? "stock.hide" : "stock.show",
  location: () => "stock.location",
} as const satisfies Record<BulkChange["kind"], (c: BulkChange) => NewAuditEntry["action"]>;

/** The audit entry of one car of a bulk change: its id and only the fields that changed. */
export function bulkAuditEntry(
  site: string,
  actor: AuditActor,
  change: BulkChange,
  before: Car,
  after: Car,
  at: Date,
): NewAuditEntry {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of STOCK_EDIT_FIELDS) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return {
    site,
    actor,
    action: AUDIT_ACTION[change.kind](change),
    target: before.id,
    before: was,
    after: now,
    at,
  };
}
