import type { SearchResult, StockQuery } from "../ports/search";
import type { SavedSearchRepository } from "../ports/shoppers";
import { Car } from "../schemas/car";
import type { SavedSearch } from "../schemas/shopper";
import { SiteConfig } from "../schemas/site-config";
import { facetValuesOf } from "../search/facet-values";
import { pagesOf } from "../search/stock-query";

/** Test-only: a site with an account area (a garage), and one without. */
export const garageSite = SiteConfig.parse({
  slug: "bmg",
  name: "BMG",
  features: { garage: true },
});
export const noGarageSite = SiteConfig.parse({ slug: "plain", name: "Plain" });

/** 12 listed used cars: 8 Toyota Corollas, 4 Mazda CX-5s; the Mazdas were listed on 10 March. */
export const CARS = Array.from({ length: 12 }, (_, i) =>
  Car.parse({
    id: `car-${i}`,
    status: "in_stock",
    show_on_dealer_website: true,
    car_type: "used",
    make: i < 8 ? "Toyota" : "Mazda",
    model: i < 8 ? "Corolla" : "CX-5",
    price: 10_000 + i * 1_000,
    created_at: i < 8 ? "2026-01-01T00:00:00Z" : "2026-03-10T00:00:00Z",
  }),
);

const matches = (car: Car, query: StockQuery) =>
  Object.entries(query.state.refinementList).every(
    ([field, values]) =>
      !values?.length || facetValuesOf(car, field).some((v) => values.includes(v)),
  );

/** An in-memory SearchPort's `search` over CARS: refinements, ids, facets and pages. */
export function fakeSearch() {
  const queries: StockQuery[] = [];
  const search = async (query: StockQuery): Promise<SearchResult> => {
    queries.push(query);
    const found = CARS.filter(
      (car) => matches(car, query) && (!query.ids || query.ids.includes(car.id)),
    );
    const facets: SearchResult["facets"] = {};
    for (const field of query.facets) {
      const counts = new Map<string, number>();
      for (const car of found)
        for (const value of facetValuesOf(car, field))
          counts.set(value, (counts.get(value) ?? 0) + 1);
      facets[field] = [...counts].map(([value, count]) => ({ label: value, value, count }));
    }
    const newest = query.state.sortBy === "created_desc";
    const sorted = newest
      ? [...found].sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? ""))
      : found;
    const from = (query.state.page - 1) * query.hitsPerPage;
    return {
      hits: sorted.slice(from, from + query.hitsPerPage),
      count: found.length,
      page: query.state.page,
      pages: pagesOf(found.length, query.hitsPerPage),
      facets,
      stats: {},
      ms: 0,
    };
  };
  return { search, queries };
}

/** Saved searches in memory, as the store keeps them: one per address per shopper and site. */
export function memorySavedSearches(): SavedSearchRepository & {
  rows: Array<SavedSearch & { site: string; userId: string }>;
} {
  const rows: Array<SavedSearch & { site: string; userId: string }> = [];
  const mine = (site: string, userId: string) =>
    rows.filter((r) => r.site === site && r.userId === userId);
  const strip = ({ site: _s, userId: _u, ...search }: (typeof rows)[number]): SavedSearch => search;
  return {
    rows,
    list: async (site, userId) => mine(site, userId).reverse().map(strip),
    get: async (site, userId, id) => {
      const row = mine(site, userId).find((r) => r.id === id);
      return row ? strip(row) : null;
    },
    async save(site, userId, input, now, limit) {
      const same = mine(site, userId).find((r) => r.href === input.href);
      if (same) return { ok: true, search: strip(same), created: false };
      if (mine(site, userId).length >= limit) return { ok: false, reason: "limit" };
      const row = {
        ...input,
        site,
        userId,
        id: `s-${rows.length + 1}`,
        createdAt: now,
        lastSeenAt: now,
      };
      rows.push(row);
      return { ok: true, search: strip(row), created: true };
    },
    async markSeen(site, userId, id, now) {
      const row = mine(site, userId).find((r) => r.id === id);
      if (!row) return null;
      row.lastSeenAt = now;
      return strip(row);
    },
    async remove(site, userId, id) {
      const at = rows.findIndex((r) => r.site === site && r.userId === userId && r.id === id);
      if (at < 0) return false;
      rows.splice(at, 1);
      return true;
    },
  };
}
