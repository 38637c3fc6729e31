import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { heroStockLine, stockTypesPhrase } from "./stock-promise";

const site = (carTypes: ("new" | "demo" | "used")[] | null, vehicleWord = "Car") => ({
  theme: { vehicleWord },
  stock: { carTypes },
});

describe("issue 15 §2: the hero promises only the stock the site sells", () => {
  it.each([
    [null, "Find your next car from our new, demo and used stock."],
    [["used"], "Find your next car from our used stock."],
    [["used", "demo"], "Find your next car from our demo and used stock."],
    [["new", "used"], "Find your next car from our new and used stock."],
    [[], "Find your next car."],
  ] as const)("carTypes %j → %s", (types, line) => {
    expect(heroStockLine(site(types === null ? null : [...types]))).toBe(line);
  });

  it("a site that does not sell a type never names it", () => {
    const typeArb = fc.subarray(["new", "demo", "used"] as ("new" | "demo" | "used")[]);
    fc.assert(
      fc.property(typeArb, (types) => {
        const phrase = stockTypesPhrase(site(types));
        for (const t of ["new", "demo", "used"] as const) {
          expect(phrase.includes(t)).toBe(types.includes(t));
        }
      }),
    );
  });

  it("uses the site's vehicle word", () => {
    expect(heroStockLine(site(["used"], "Caravan"))).toBe(
      "Find your next caravan from our used stock.",
    );
  });
});
