import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordViewedCar, VIEWED_CARS_LIMIT, viewedCarOf } from "./viewed-cars";

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
