import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ViewedCar } from "../schemas/shopper";
import {
  recordViewedCar,
  VIEWED_CARS_LIMIT,
  viewedCarOf,
  viewedCarsFromStorage,
} from "./viewed-cars";

const viewed = (id: string) => ({
  id,
  stocknum: null,
  make: null,
  model: null,
  body: null,
  simple_body: null,
});

describe("§3 local storage: viewed cars", () => {
  it("keeps exactly id, stocknum, make, model, body and simple_body", () => {
    expect(
      viewedCarOf({
        id: "c1",
        stocknum: "S123",
        make: "Toyota",
        model: "Corolla",
        body: "Hatchback",
        simple_body: "Hatch",
        // biome-ignore lint/suspicious/noExplicitAny: a full car carries more fields than are kept.
        ...({ price: 25990, name: "2022 Toyota Corolla" } as any),
      }),
    ).toEqual({
      id: "c1",
      stocknum: "S123",
      make: "Toyota",
      model: "Corolla",
      body: "Hatchback",
      simple_body: "Hatch",
    });
  });

  it("most recent first; a repeat view moves the car to the front", () => {
    let list = recordViewedCar([], viewed("a"));
    list = recordViewedCar(list, viewed("b"));
    list = recordViewedCar(list, viewed("a"));
    expect(list.map((c) => c.id)).toEqual(["a", "b"]);
  });

  it("property: each car once, newest first, never more than the limit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "b", "c", "d", "e"), { maxLength: 60 }),
        fc.integer({ min: 0, max: 6 }),
        (ids, limit) => {
          const list = ids.reduce(
            (l, id) => recordViewedCar(l, viewed(id), limit),
            [] as ReturnType<typeof recordViewedCar>,
          );
          expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
          expect(list.length).toBeLessThanOrEqual(limit);
          if (ids.length > 0 && limit > 0) expect(list[0]?.id).toBe(ids.at(-1));
        },
      ),
    );
    expect(VIEWED_CARS_LIMIT).toBe(20);
  });
});

describe("viewed cars read back from local storage", () => {
  const field = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.object({ maxDepth: 0 }),
  );
  const entry = fc.oneof(
    fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        stocknum: field,
        make: field,
        model: field,
        body: field,
        simple_body: field,
        price: field,
      },
      { requiredKeys: [] },
    ),
    fc.string(),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 2 }),
  );

  it("reads each entry exactly as the ViewedCar schema does", () => {
    fc.assert(
      fc.property(entry, (value) => {
        const parsed = ViewedCar.safeParse(value);
        expect(viewedCarsFromStorage([value])).toEqual(parsed.success ? [parsed.data] : []);
      }),
    );
  });

  it("keeps the readable entries of a list and drops the rest, in order", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (list) => {
        const expected = list.flatMap((value) => {
          const parsed = ViewedCar.safeParse(value);
          return parsed.success ? [parsed.data] : [];
        });
        expect(viewedCarsFromStorage(list)).toEqual(expected);
      }),
    );
  });

  it("reads anything that is not a list as empty", () => {
    for (const value of [null, undefined, "[]", 3, { id: "c1" }]) {
      expect(viewedCarsFromStorage(value)).toEqual([]);
    }
  });
});
