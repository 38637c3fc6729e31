import {
  type Car,
  excludesZeroPrice,
  facetValuesOf,
  offsetOf,
  QUERY_TEXT_FIELDS,
  resolveSort,
  type StockQuery,
  searchTokens,
} from "@forecourt/core";
import { create, insertMultiple, search } from "@orama/orama";

/**
 * The same search-page work on Orama (@orama/orama), for the benchmark's comparison:
 * one search for hits and the unrefined facets, plus one per refined facet without
 * its own refinement (disjunctive facets the way InstantSearch asks for them).
 */

const ENUM_FIELDS = [
  "car_type",
  "make",
  "model",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "location_name",
  "status",
  "dealership_slug",
  "stocknum",
] as const;
const schema = {
  text: "string",
  ...Object.fromEntries(ENUM_FIELDS.map((f) => [f, "enum"])),
  price: "number",
  km: "number",
  year: "number",
  seats: "number",
  rank: "number",
  created_at: "number",
  sold_ts: "number",
  shown: "boolean",
} as const;

const RANGES = {
  price: [0, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 10_000_000],
  km: [0, 10_000, 50_000, 100_000, 150_000, 10_000_000],
  year: [1990, 2010, 2015, 2020, 2025, 2100],
} as const;
const ranges = (bounds: readonly number[]) =>
  bounds.slice(0, -1).map((from, i) => ({ from, to: bounds[i + 1] as number }));

function toDocument(car: Car): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    id: car.id,
    text: QUERY_TEXT_FIELDS.map((f) => car[f] ?? "").join(" "),
    shown: car.show_on_dealer_website !== false,
  };
  for (const f of ENUM_FIELDS) {
    const [v] = facetValuesOf(car, f);
    if (v !== undefined) doc[f] = v;
  }
  for (const f of ["price", "km", "year", "seats", "rank"] as const)
    if (car[f] != null) doc[f] = car[f];
  if (car.created_at) doc.created_at = Date.parse(car.created_at);
  if (car.sold_date_timestamp != null) doc.sold_ts = car.sold_date_timestamp;
  return doc;
}

export type OramaIndex = Awaited<ReturnType<typeof buildOrama>>;

export async function buildOrama(cars: readonly Car[]) {
  const db = create({ schema });
  await insertMultiple(db, cars.map(toDocument) as never, 2000);
  return db;
}

type Where = Record<string, unknown>;

function whereOf(query: StockQuery, except: string | null): Where {
  const { filter, state } = query;
  const and: Where[] = [
    { shown: true },
    {
      or: [{ status: { in: ["in_stock", "coming_soon"] } }, { sold_ts: { gt: filter.soldSince } }],
    },
  ];
  if (filter.carTypes) and.push({ car_type: { in: filter.carTypes } });
  if (filter.hiddenMakes.length > 0) and.push({ make: { nin: filter.hiddenMakes } });
  for (const [field, values] of Object.entries(state.refinementList)) {
    if (field !== except && values && values.length > 0) and.push({ [field]: { in: values } });
  }
  for (const [field, r] of Object.entries(state.range)) {
    if (field === except || !r) continue;
    if (r.min !== undefined) and.push({ [field]: { gte: r.min } });
    if (r.max !== undefined) and.push({ [field]: { lte: r.max } });
  }
  if (excludesZeroPrice(resolveSort(state.sortBy), query.excludeZeroPriceOnPriceAsc))
    and.push({ price: { gt: 0 } });
  return { and };
}

/**
 * Categorical facets only: Orama has no min/max stats, and its numeric range facets
 * cost ~30 ms each at 10k cars, so leaving them off favours Orama in the comparison.
 * Pass `withRanges` to include them.
 */
function facetsParam(fields: readonly string[], withRanges = false) {
  const params: Record<string, unknown> = {};
  for (const f of fields) {
    if (f in RANGES) {
      if (withRanges) params[f] = { ranges: ranges(RANGES[f as keyof typeof RANGES]) };
    } else if ((ENUM_FIELDS as readonly string[]).includes(f)) params[f] = { limit: 1000 };
  }
  return params;
}

/** Runs one search page on Orama: hits, count and every facet (disjunctively). */
export async function oramaSearchPage(db: OramaIndex, query: StockQuery) {
  const sort = resolveSort(query.state.sortBy);
  const term = searchTokens(query.state.query).join(" ");
  const refined = new Set(
    [...Object.keys(query.state.refinementList), ...Object.keys(query.state.range)].filter((f) =>
      query.facets.includes(f),
    ),
  );
  const main = await search(db, {
    term,
    properties: ["text"],
    where: whereOf(query, null) as never,
    facets: facetsParam(query.facets.filter((f) => !refined.has(f))) as never,
    sortBy: { property: sort.field, order: sort.direction === "asc" ? "ASC" : "DESC" },
    limit: query.hitsPerPage,
    offset: offsetOf(query),
  });
  const facets = { ...main.facets };
  for (const f of refined) {
    if (f in RANGES) continue;
    const own = await search(db, {
      term,
      properties: ["text"],
      where: whereOf(query, f) as never,
      facets: facetsParam([f]) as never,
      limit: 1,
    });
    Object.assign(facets, own.facets);
  }
  return { count: main.count, hits: main.hits, facets };
}
