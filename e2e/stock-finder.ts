import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { Car } from "../core/src/schemas/car";
import { tenantUrl } from "./helpers";

/** The car fields the vehicle-page specs pick cars by (a search hit is the whole §3 car). */
export type StockCar = {
  id: string;
  slug: string;
  make?: string | null;
  model?: string | null;
  status?: string | null;
  car_type?: string | null;
  item_type?: Car["item_type"];
  price?: number | null;
  certified?: boolean | null;
  images?: unknown[] | null;
  video_url?: string | null;
  spin_images?: string[] | null;
  spin_code?: string | null;
  spin_interior_image?: string | null;
  hotspots?: { exterior?: unknown[]; interior?: unknown[] } | null;
  youxQuote?: unknown;
  autograb_data?: {
    state_average_market_price?: number | null;
    average_market_price?: number | null;
  } | null;
};

/**
 * GET a tenant path from the test process: Node does not resolve {slug}.localhost the way
 * Chromium does, so the request goes to loopback with the tenant's Host header.
 */
export function tenantGet(
  request: APIRequestContext,
  site: string,
  pathname: string,
): Promise<APIResponse> {
  const url = new URL(tenantUrl(site, pathname));
  return request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host },
  });
}

/**
 * Walks a tenant's search pages through GET /api/search (the seeded demo stock, relative to
 * today, so slugs are never hard-coded) and returns the first `limit` cars that match.
 */
export async function findCars(
  request: APIRequestContext,
  site: string,
  match: (car: StockCar) => boolean,
  options: { path?: string; limit?: number } = {},
): Promise<StockCar[]> {
  const base = options.path ?? "/search/new-used-and-demo-cars";
  const limit = options.limit ?? 1;
  const found: StockCar[] = [];
  for (let page = 1; page <= 200; page++) {
    const path = page === 1 ? base : `${base}?page=${page}`;
    const response = await tenantGet(request, site, `/api/search?path=${encodeURIComponent(path)}`);
    if (!response.ok()) throw new Error(`search ${path} failed: ${response.status()}`);
    const body = (await response.json()) as { hits: StockCar[]; pages: number };
    for (const car of body.hits) {
      if (match(car)) found.push(car);
      if (found.length >= limit) return found;
    }
    if (page >= body.pages) break;
  }
  return found;
}

/** The first matching car; fails the test when the demo stock has none. */
export async function findCar(
  request: APIRequestContext,
  site: string,
  match: (car: StockCar) => boolean,
  path?: string,
): Promise<StockCar> {
  const [car] = await findCars(request, site, match, path ? { path } : {});
  if (!car) throw new Error(`no car on ${site} matches`);
  return car;
}

export const hasSpin = (car: StockCar) => (car.spin_images?.length ?? 0) > 1;
export const inStock = (car: StockCar) => car.status === "in_stock";
