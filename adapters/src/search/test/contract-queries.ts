import {
  buildStockQuery,
  Car,
  defaultSiteConfig,
  emptySearchState,
  type SearchState,
  type SiteConfig,
  type StockQuery,
  similarCarsQueries,
} from "@forecourt/core";

/**
 * The stock and every query the SearchPort contract runs, in one place so adapter
 * tests (e.g. the Typesense query compiler's) can iterate exactly what the contract asks.
 */

export const CONTRACT_NOW = new Date("2026-03-15T00:00:00Z");
const NOW_S = CONTRACT_NOW.getTime() / 1000;
const DAY = 86_400;
export const CONTRACT_SITE = "contract-a";
export const CONTRACT_OTHER_SITE = "contract-b";

export const contractCar = (id: string, patch: Record<string, unknown>) =>
  Car.parse({
    id,
    slug: `car-${id}`,
    status: "in_stock",
    car_type: "used",
    show_on_dealer_website: true,
    rank: 1,
    created_at: "2026-03-01T00:00:00Z",
    ...patch,
  });
const car = contractCar;

/** A small stock that exercises every rule of the contract. */
export const CONTRACT_STOCK: Car[] = [
  car("1", {
    make: "Toyota",
    model: "Hilux",
    badge: "SR5",
    price: 45_000,
    year: 2022,
    km: 30_000,
    simple_body: "Ute",
    colour: "Glacier White",
    simple_drive: "4x4",
    simple_fuel: "Diesel",
    rank: 5,
    stocknum: "T100",
    dealership_slug: "bmg-toyota",
  }),
  car("2", {
    make: "Toyota",
    model: "Hilux",
    badge: "Workmate",
    price: 32_000,
    year: 2019,
    km: 90_000,
    simple_body: "Ute",
    dealership_slug: "bmg-toyota",
  }),
  car("3", {
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent",
    price: 21_000,
    year: 2018,
    km: 70_000,
    simple_body: "Hatch",
    car_type: "demo",
    dealership_slug: "bmg-toyota",
  }),
  car("4", {
    make: "Mazda",
    model: "CX-5",
    badge: "Touring",
    colour: "Soul Red",
    simple_drive: "AWD",
    price: 38_000,
    year: 2023,
    km: 10_000,
    simple_body: "SUV",
    car_type: "new",
    location: { slug: "noosa", name: "Noosa" },
  }),
  car("5", {
    make: "Mazda",
    model: "CX-5",
    badge: "GT",
    price: 0,
    year: 2024,
    km: 5,
    simple_body: "SUV",
    car_type: "new",
    location: { slug: "noosa", name: "Noosa" },
  }),
  car("6", {
    make: "Ford",
    model: "Ranger",
    badge: "XLT",
    colour: "Arctic White",
    price: 55_000,
    year: 2021,
    km: 40_000,
    simple_body: "Ute",
    status: "coming_soon",
  }),
  car("7", {
    make: "Ford",
    model: "Ranger",
    badge: "Wildtrak",
    price: 60_000,
    year: 2020,
    status: "sold",
    sold_date_timestamp: NOW_S - 2 * DAY,
  }),
  car("8", {
    make: "Ford",
    model: "Everest",
    price: 50_000,
    status: "sold",
    sold_date_timestamp: NOW_S - 5 * DAY,
  }),
  car("9", { make: "Toyota", model: "Yaris", price: 15_000, show_on_dealer_website: false }),
  car("10", {
    make: "BMW",
    model: "X5",
    price: 90_000,
    year: 2022,
    km: 20_000,
    simple_body: "SUV",
    vin: "WBA12345678901234",
    rank: 9,
  }),
  car("11", {
    make: "Toyota",
    model: "Hilux",
    badge: "SR",
    price: 45_000,
    year: 2022,
    km: 50_000,
    simple_body: "Ute",
    status: "reserved",
  }),
  car("12", {
    make: "Kia",
    model: "Sportage",
    price: 34_000,
    year: 2022,
    km: 25_000,
    simple_body: "SUV",
    rank: 5,
  }),
];
/** Another tenant's stock: never visible from CONTRACT_SITE. */
export const CONTRACT_OTHER_STOCK: Car[] = [
  car("1", { make: "Holden", model: "Commodore", price: 9_000 }),
];

export const contractSiteConfig: SiteConfig = defaultSiteConfig(CONTRACT_SITE);
export const CONTRACT_FACETS = ["make", "model", "car_type", "body", "year", "price", "km"];

/** The search-page query for `state` on the contract site (with stock settings patched). */
export const contractQuery = (
  state: Partial<SearchState>,
  settings: Partial<SiteConfig["stock"]> = {},
): StockQuery => ({
  ...buildStockQuery(
    { ...contractSiteConfig, stock: { ...contractSiteConfig.stock, ...settings } },
    { ...emptySearchState(), ...state },
    CONTRACT_NOW,
  ),
  facets: CONTRACT_FACETS,
});
const query = contractQuery;

const paged = { ...query({ page: 2 }), hitsPerPage: 4 };

/** The sold car whose similar cars the contract asks for. */
export const similarCarsSubject = car("99", {
  make: "Toyota",
  model: "Hilux",
  price: 40_000,
  status: "sold",
});

/** Issue 14 §3 keyword searches and the cars each finds (typos within one edit included). */
export const CONTRACT_KEYWORDS: Record<string, string[]> = {
  "hilux sr5": ["1"],
  "white ute": ["1", "6"],
  "cx-5 awd": ["4"],
  diesel: ["1"],
  ford: ["6", "7"],
  hilix: ["1", "2"],
  "whte ute": ["1", "6"],
  "rangr xlt": ["6"],
};

/** Every query the contract runs, by name (values feed the contract's expectations). */
export const contractQueries = {
  all: query({}),
  dealerSettings: query(
    {},
    { carTypes: ["used"], hiddenMakes: ["bmw"], hiddenStockNumbers: ["T100"] },
  ),
  sorted: {
    price_asc: query({ sortBy: "price_asc" }),
    price_desc: query({ sortBy: "price_desc" }),
    year_desc: query({ sortBy: "year_desc" }),
    km_asc: query({ sortBy: "km_asc" }),
  } as Record<string, StockQuery>,
  priceAscExcludingZero: query({ sortBy: "price_asc" }, { priceAscExcludesZero: true }),
  priceDescExcludingZeroSite: query({ sortBy: "price_desc" }, { priceAscExcludesZero: true }),
  refined: query({
    refinementList: { make: ["Toyota", "Ford"], body: ["Ute"] },
    range: { price: { min: 32_000, max: 55_000 } },
  }),
  disjunctive: query({ refinementList: { make: ["Toyota"], body: ["Ute"] } }),
  priceRange: query({ range: { price: { min: 30_000, max: 40_000 } } }),
  text: Object.fromEntries(
    ["hil", "toyota sr", "t100", "wba123", "cx", "nothing-like-it"].map((t) => [
      t,
      query({ query: t }),
    ]),
  ) as Record<string, StockQuery>,
  keyword: Object.fromEntries(
    Object.keys(CONTRACT_KEYWORDS).map((t) => [t, query({ query: t })]),
  ) as Record<string, StockQuery>,
  dealership: query({ scope: { kind: "dealership", slug: "bmg-toyota" } }),
  location: query({ scope: { kind: "location", slug: "noosa" } }),
  page2: paged,
  page4: { ...paged, state: { ...paged.state, page: 4 } },
  similar: similarCarsQueries(similarCarsSubject, contractSiteConfig, CONTRACT_NOW),
  ids: {
    // 9 is hidden, 11 reserved, 404 no car at all; "1" is also a car of the other site.
    refined: {
      ...query({ refinementList: { make: ["Toyota"] } }),
      ids: ["1", "3", "4", "9", "11", "404"],
    },
    empty: { ...query({}), ids: [] },
    unknown: { ...query({}), ids: ["404", "405"] },
  } as Record<string, StockQuery>,
};

/** Every contract query flattened with a readable name (multi-search queries one by one). */
export function everyContractQuery(): Array<[string, StockQuery]> {
  const out: Array<[string, StockQuery]> = [];
  for (const [name, value] of Object.entries(contractQueries)) {
    if (Array.isArray(value)) {
      for (const [i, q] of value.entries()) out.push([`${name}[${i}]`, q]);
    } else if ("site" in value) {
      out.push([name, value as StockQuery]);
    } else {
      for (const [sub, q] of Object.entries(value as Record<string, StockQuery>)) {
        out.push([`${name}.${sub}`, q]);
      }
    }
  }
  return out;
}
