import fc from "fast-check";
import { Car } from "../schemas/car";
import { RANGE_FIELDS, REFINEMENT_FIELDS, type SearchState } from "../schemas/search-state";
import { SORT_BY_OPTIONS } from "./sort-options";

/**
 * Named fast-check arbitraries for search (STYLE: carArb, searchStateArb), weighted
 * toward edges: small value pools so refinements hit, missing fields, zero prices,
 * sold cars either side of the window, hidden cars. Test-only: not exported from core.
 */

export const MAKES = ["Toyota", "Mazda", "Ford", "BMW", "Land Rover", "Mercedes-Benz"] as const;
export const MODELS = ["Hilux", "Corolla", "CX-5", "Ranger", "X5", "Defender", "C 300"] as const;
const BADGES = ["SR5", "GX", "Touring", "XLT", "M Sport", null] as const;
const BODIES = ["SUV", "Ute", "Sedan", "Hatch", null] as const;
const FUELS = ["Petrol", "Diesel", "Electric", "Hybrid", null] as const;
const COLOURS = ["White", "Black", "Silver", "Blue", null] as const;
const LOCATIONS = [
  { name: "Brisbane City", slug: "brisbane-city" },
  { name: "Noosa", slug: "noosa" },
] as const;
const DEALERSHIPS = ["bmg-toyota", "bmg-mazda", null] as const;
/** The instant the arbitraries centre sold dates on (tests pass it as `now`). */
export const ARB_NOW = new Date("2026-03-15T00:00:00Z");
const NOW_S = ARB_NOW.getTime() / 1000;

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 4 });

/** A parsed stock car; `id` is unique only when the caller makes it so (see `stockArb`). */
export const carArb: fc.Arbitrary<Car> = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }).map(String),
    status: fc.constantFrom("in_stock", "in_stock", "coming_soon", "sold", "reserved", null),
    sold_date_timestamp: maybe(fc.integer({ min: NOW_S - 10 * 86_400, max: NOW_S })),
    show_on_dealer_website: fc.constantFrom(true, true, true, false, null),
    car_type: fc.constantFrom("new", "demo", "used", "used", null),
    make: fc.constantFrom(...MAKES, null),
    model: fc.constantFrom(...MODELS, null),
    badge: fc.constantFrom(...BADGES),
    series: fc.constantFrom("duo", "city", "sport", null),
    simple_body: fc.constantFrom(...BODIES),
    simple_fuel: fc.constantFrom(...FUELS),
    simple_transmission: fc.constantFrom("Automatic", "Manual", null),
    colour: fc.constantFrom(...COLOURS),
    year: maybe(fc.integer({ min: 2010, max: 2026 })),
    km: maybe(fc.integer({ min: 0, max: 250_000 })),
    price: fc.oneof(fc.constant(0), fc.constant(null), fc.integer({ min: 1, max: 300_000 })),
    rank: maybe(fc.integer({ min: 0, max: 5 })),
    seats: maybe(fc.constantFrom(2, 5, 7)),
    certified: maybe(fc.boolean()),
    created_at: maybe(
      fc
        .integer({ min: NOW_S - 30 * 86_400, max: NOW_S })
        .map((s) => new Date(s * 1000).toISOString()),
    ),
    stocknum: maybe(fc.stringMatching(/^[A-Z]{1,2}[0-9]{2,4}$/)),
    vin: maybe(fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/)),
    location: maybe(fc.constantFrom(...LOCATIONS)),
    dealership_slug: fc.constantFrom(...DEALERSHIPS),
  })
  .map((raw) => Car.parse(raw));

/** Stock of cars with distinct ids. */
export const stockArb = (maxLength = 60): fc.Arbitrary<Car[]> =>
  fc.uniqueArray(carArb, { selector: (c) => c.id, maxLength });

const poolValues: Partial<Record<string, readonly (string | null)[]>> = {
  make: MAKES,
  model: MODELS,
  badge: BADGES,
  body: BODIES,
  fuel: FUELS,
  colour: COLOURS,
  car_type: ["new", "demo", "used"],
  status: ["in_stock", "coming_soon", "sold"],
  transmission: ["Automatic", "Manual"],
  year: ["2015", "2020", "2024"],
  seats: ["5", "7"],
  certified: ["true", "false"],
  location_name: ["Brisbane City", "Noosa"],
  price_range: ["10000-20000", "20000-30000", "200000+"],
};

/** Keyword queries with typos (issue 14 §3): one edit away, or too short to forgive. */
export const TYPO_QUERIES = [
  "hilix",
  "toyta ute",
  "whte",
  "corola sr5",
  "rangr",
  "suv diesl",
  "uet",
];

/** Tricky text for the URL round trip: separators, brackets, escapes, unicode. */
const edgyText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("a&b=c", "[0]", "100%", "x+y", "São Paulo", "Škoda", "#1", "a:b", "?", " "),
);

export interface SearchStateArbOptions {
  /** "pool": values cars of carArb hold (engine tests); "any": arbitrary text (URL tests). */
  values?: "pool" | "any";
  scopes?: ReadonlyArray<{ kind: "dealership" | "location"; slug: string }>;
}

/** A valid SearchState (min ≤ max) for the round trip and engine properties. */
export function searchStateArb(options: SearchStateArbOptions = {}): fc.Arbitrary<SearchState> {
  const any = options.values === "any";
  const valueFor = (field: string) => {
    const pool = (poolValues[field] ?? []).filter((v): v is string => v !== null);
    if (any) return pool.length > 0 ? fc.oneof(fc.constantFrom(...pool), edgyText) : edgyText;
    return pool.length > 0 ? fc.constantFrom(...pool) : fc.constantFrom("x", "y");
  };
  const fields = any
    ? REFINEMENT_FIELDS
    : (Object.keys(poolValues) as (typeof REFINEMENT_FIELDS)[number][]);
  const refinementList = fc
    .uniqueArray(fc.constantFrom(...fields), { maxLength: any ? 5 : 3 })
    .chain((chosen) =>
      fc
        .tuple(...chosen.map((f) => fc.array(valueFor(f), { minLength: 0, maxLength: 3 })))
        .map((lists) => Object.fromEntries(chosen.map((f, i) => [f, lists[i]]))),
    );
  const bound = fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: undefined });
  const rangeArb = fc.tuple(bound, bound).map(([a, b]) => {
    const [min, max] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
    return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  });
  const range = fc
    .uniqueArray(fc.constantFrom(...RANGE_FIELDS), { maxLength: 2 })
    .chain((chosen) =>
      fc
        .tuple(...chosen.map(() => rangeArb))
        .map((rs) => Object.fromEntries(chosen.map((f, i) => [f, rs[i]]))),
    );
  const query = any
    ? fc.oneof(fc.constant(""), edgyText)
    : fc.constantFrom(
        ...["", "", "", "toy", "hilux", "cx", "sr5", "land rover", "zzz", "white ute", "ford"],
        ...TYPO_QUERIES,
      );
  const scopes = options.scopes ?? [];
  const scope =
    scopes.length > 0 ? fc.option(fc.constantFrom(...scopes), { nil: null }) : fc.constant(null);
  return fc
    .record({
      query,
      page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: any ? 1000 : 4 })),
      sortBy: fc.oneof(fc.constant(null), fc.constantFrom(...SORT_BY_OPTIONS)),
      refinementList,
      range,
      scope,
      isMinRange: fc.option(fc.boolean(), { nil: undefined }),
      isMaxRange: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ isMinRange, isMaxRange, ...rest }) => {
      const state: SearchState = { ...rest } as SearchState;
      if (isMinRange !== undefined) state.isMinRange = isMinRange;
      if (isMaxRange !== undefined) state.isMaxRange = isMaxRange;
      return state;
    });
}
