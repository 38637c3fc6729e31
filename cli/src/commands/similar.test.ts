import {
  buildStockQuery,
  parseSearchUrl,
  pickSimilarCars,
  similarCarsQueries,
  similarPriceWindow,
} from "@forecourt/core";
import { DEMO_NOW } from "@forecourt/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSiteStock, type SiteStock } from "../stock/stock-source";

describe("forecourt similar over the demo fixtures (§7 similar-cars rule)", () => {
  let stock: SiteStock;
  beforeAll(async () => {
    stock = await openSiteStock("sunshine-coast-toyota", { demo: true, env: {}, now: DEMO_NOW });
  });
  afterAll(() => stock.close());

  it("keeps up to 6 in-stock cars in the price window, same model first, no duplicates", async () => {
    const state = parseSearchUrl("/search/used-cars", stock.site);
    const page = await stock.search.search(buildStockQuery(stock.site, state, DEMO_NOW));
    const car = page.hits.find((c) => c.model && c.price);
    expect(car).toBeDefined();
    if (!car?.slug) return;
    expect(stock.carBySlug(car.slug)).toBe(car);
    const results = await stock.search.multiSearch(similarCarsQueries(car, stock.site, DEMO_NOW));
    const similar = pickSimilarCars(
      car,
      results.map((r) => r.hits),
    );
    const window = similarPriceWindow(car.price ?? 0);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(6);
    expect(similar.some((c) => c.id === car.id)).toBe(false);
    expect(new Set(similar.map((c) => c.id)).size).toBe(similar.length);
    for (const c of similar) {
      expect(c.status).toBe("in_stock");
      expect(c.price ?? 0).toBeGreaterThanOrEqual(window.min);
      expect(c.price ?? 0).toBeLessThanOrEqual(window.max);
    }
    const sameModel = similar.map((c) => c.model === car.model);
    expect(sameModel).toEqual([...sameModel].sort((a, b) => Number(b) - Number(a)));
  });
});
