import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { stockArb } from "../search/arbitraries";
import {
  applyBulkChange,
  BulkChange,
  BulkChangeRequest,
  bulkAuditEntry,
  previewBulkChange,
} from "./bulk-change";

const now = new Date("2026-12-07T00:00:00Z");
const context = {
  now,
  locations: [
    { id: "1", name: "Brisbane", slug: "brisbane" },
    {
      id: "2",
      name: "Gold Coast",
      slug: "gold-coast",
      address: { city: "Southport", state: "QLD" },
      contact_detail: { phone: "07 5555 0000" },
    },
  ],
};
const car = (over: Record<string, unknown>) =>
  Car.parse({ id: "c1", stocknum: "A1", make: "Toyota", model: "Hilux", ...over });

/** Any bulk change the console can send, weighted toward the edges of prices. */
const bulkChangeArb: fc.Arbitrary<BulkChange> = fc.oneof(
  fc
    .integer({ min: -50_000, max: 50_000 })
    .filter((n) => n !== 0)
    .map((n) => ({ kind: "price-amount" as const, amount: String(n) })),
  fc
    .integer({ min: -9_999, max: 10_000 })
    .filter((n) => n !== 0)
    .map((n) => ({ kind: "price-percent" as const, percent: (n / 100).toFixed(2) })),
  fc
    .constantFrom("available", "reserved", "sold")
    .map((status) => BulkChange.parse({ kind: "mark", status })),
  fc.boolean().map((shown) => ({ kind: "visibility" as const, shown })),
  fc.constantFrom("1", "2", "9").map((location) => ({ kind: "location" as const, location })),
);

describe("bulk changes (issue 35 §1)", () => {
  it("property: what applies is exactly the preview's cars, and the preview names each car once", () => {
    fc.assert(
      fc.property(stockArb(30), bulkChangeArb, (cars, change) => {
        const preview = previewBulkChange(cars, change, context);
        const applied = applyBulkChange(cars, change, context);
        if (!preview.ok) {
          expect(applied).toEqual(preview);
          return;
        }
        expect(applied).toEqual({ ok: true, cars: preview.changes.map((c) => c.car) });
        expect(preview.changes.map((c) => c.id)).toEqual(cars.map((c) => c.id));
      }),
      { numRuns: 300 },
    );
  });

  it("property: a price change never leaves a price at or below $0, and percent gives whole dollars", () => {
    fc.assert(
      fc.property(stockArb(30), bulkChangeArb, (cars, change) => {
        const applied = applyBulkChange(cars, change, context);
        if (!applied.ok || !change.kind.startsWith("price")) return;
        for (const after of applied.cars) {
          expect(after.price).toBeGreaterThan(0);
          if (change.kind === "price-percent") expect(Number.isInteger(after.price)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("adds an amount in decimal and rounds a percent to whole dollars (half up)", () => {
    const cars = [car({ id: "a", price: 0.3 }), car({ id: "b", price: 19_990 })];
    const amount = previewBulkChange(cars, { kind: "price-amount", amount: "0.1" }, context);
    expect(amount.ok && amount.changes.map((c) => c.car.price)).toEqual([0.4, 19_990.1]);
    const percent = previewBulkChange(
      [car({ price: 19_990 })],
      { kind: "price-percent", percent: "-2.5" },
      context,
    );
    // 19,990 × 0.975 = 19,490.25 → 19,490
    expect(percent.ok && percent.changes[0]).toMatchObject({
      field: "price",
      before: "$19,990",
      after: "$19,490",
    });
    const half = previewBulkChange(
      [car({ price: 10_050 })],
      { kind: "price-percent", percent: "5" },
      context,
    );
    // 10,050 × 1.05 = 10,552.5 → 10,553
    expect(half.ok && half.changes[0]?.car.price).toBe(10_553);
  });

  it("refuses the whole change, naming the car, when a price would reach $0", () => {
    const cars = [
      car({ id: "a", stocknum: "A1", price: 30_000 }),
      car({ id: "b", stocknum: "B2", year: 2019, price: 900 }),
    ];
    expect(previewBulkChange(cars, { kind: "price-amount", amount: "-1000" }, context)).toEqual({
      ok: false,
      field: "change",
      message: "2019 Toyota Hilux (B2) would be priced at -$100; a price must be more than $0.",
    });
    expect(applyBulkChange(cars, { kind: "price-amount", amount: "-900" }, context).ok).toBe(false);
    expect(
      previewBulkChange([car({ price: null })], { kind: "price-percent", percent: "5" }, context),
    ).toMatchObject({
      ok: false,
      message: "Toyota Hilux (A1) has no price to change.",
    });
  });

  it("marks sold, hides and moves location, showing each column before and after", () => {
    const one = [car({ price: 1, location_id: "1", location: { id: "1", name: "Old" } })];
    const sold = previewBulkChange(one, { kind: "mark", status: "sold" }, context);
    expect(sold.ok && sold.changes[0]).toMatchObject({
      field: "status",
      before: "available",
      after: "sold",
    });
    expect(sold.ok && sold.changes[0]?.car.sold_date_timestamp).toBe(now.getTime() / 1000);
    const hidden = previewBulkChange(one, { kind: "visibility", shown: false }, context);
    expect(hidden.ok && hidden.changes[0]).toMatchObject({
      field: "website",
      before: "shown",
      after: "hidden",
    });
    const moved = previewBulkChange(one, { kind: "location", location: "2" }, context);
    expect(moved.ok && moved.changes[0]).toMatchObject({ before: "Brisbane", after: "Gold Coast" });
    expect(moved.ok && moved.changes[0]?.car).toMatchObject({
      location_id: "2",
      location_name: "Gold Coast",
      location: {
        id: "2",
        name: "Gold Coast",
        slug: "gold-coast",
        phone: "07 5555 0000",
        city: "Southport",
      },
    });
    expect(previewBulkChange(one, { kind: "location", location: "9" }, context)).toMatchObject({
      ok: false,
      field: "change.location",
    });
  });

  it("audits each car with only the fields that changed", () => {
    const before = car({ price: 20_000 });
    const applied = applyBulkChange([before], { kind: "price-amount", amount: "-500" }, context);
    if (!applied.ok) throw new Error("refused");
    const entry = bulkAuditEntry(
      "alpha",
      { email: "m@x", role: "manager" },
      { kind: "price-amount", amount: "-500" },
      before,
      applied.cars[0] as Car,
      now,
    );
    expect(entry).toMatchObject({
      action: "stock.price",
      target: "c1",
      before: { price: 20_000 },
      after: { price: 19_500 },
    });
  });

  it.each([
    [
      { ids: [], change: { kind: "mark", status: "sold" } },
      "ids",
      "ids must name at least one car",
    ],
    [
      { ids: ["a", "a"], change: { kind: "mark", status: "sold" } },
      "ids",
      "ids must not name a car twice",
    ],
    [
      { ids: ["a"], change: { kind: "price-amount", amount: "0" } },
      "change.amount",
      "change.amount must not be 0",
    ],
    [
      { ids: ["a"], change: { kind: "price-amount", amount: "ten" } },
      "change.amount",
      "change.amount must be dollars",
    ],
    [
      { ids: ["a"], change: { kind: "price-percent", percent: "-100" } },
      "change.percent",
      "change.percent must be above -100",
    ],
    [
      { ids: ["a"], change: { kind: "paint" } },
      "change.kind",
      'change.kind must be "price-amount"',
    ],
  ])("refuses a bad request %j naming %s", (body, field, message) => {
    const parsed = BulkChangeRequest.safeParse(body);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue?.path.join(".")).toBe(field);
    expect(issue?.message).toContain(message);
  });
});
