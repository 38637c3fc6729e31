import { type CarPhotoSource, cachedCarPhotos } from "@forecourt/adapters/net/car-photos";
import { createOutboundFetch } from "@forecourt/adapters/net/outbound-fetch";
import {
  type Car,
  financeDisclaimer,
  lenderFor,
  limitedListQuery,
  localDay,
  parseLimitedListFilters,
  pickLimitedList,
  pickSimilarCars,
  similarCarsQueries,
  siteTimeZone,
} from "@forecourt/core";
import {
  carViewKey,
  DAY_COUNT_WINDOW_MS,
  viewCounts,
} from "@forecourt/core/insights/anonymous-counting";
import { createRoute, z } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import { visitorToken } from "../http/visitor-token";
import { renderCarPdf } from "../pdf/car-pdf";
import {
  AutogaugeResponse,
  CAR_NOT_FOUND,
  CarIdParam,
  CarSlugParam,
  DisclaimerResponse,
  LimitedListQuery,
  NO_AUTOGAUGE_DATA,
  SimilarResponse,
  ViewQuery,
  ViewResponse,
} from "./cars.schema";
import type { RouteGuards } from "./guards";
import { jsonOk } from "./openapi-helpers";

/** Fields a cached car page refreshes after counting a view (§7 view.json car_fields). */
function freshFields(car: Car, clientPhotosCount: number | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    status: car.status ?? null,
    sold: car.sold ?? null,
    reserved: car.reserved ?? null,
    price: car.price ?? null,
    before_price: car.before_price ?? null,
    price_type: car.price_type ?? null,
    photos_count: car.photos_count ?? null,
  };
  if (clientPhotosCount !== undefined && clientPhotosCount !== (car.photos_count ?? 0)) {
    fields.images = car.images ?? [];
    fields.primary_image_url = car.primary_image_url ?? null;
  }
  return fields;
}

let guardedPhotos: CarPhotoSource | undefined;

/**
 * The PDF's photos when the platform gives none: through the outbound-fetch guard with no
 * private address allowed, capped and cached (issue 30 §5), one cache per process.
 */
export function defaultCarPhotos(): CarPhotoSource {
  guardedPhotos ??= cachedCarPhotos({ outbound: createOutboundFetch() });
  return guardedPhotos;
}

/** §7 car calls: views, autogauge, similar cars, finance disclaimer and the PDF. */
export function carRoutes(
  deps: ApiDeps,
  guards: RouteGuards,
  fetchImage: (url: string) => Promise<Uint8Array | null>,
) {
  const app = newRouter();
  app.use("/cars/:slug/view.json", ...guards.writeLimits("views"));
  const carBySlug = async (site: string, slug: string) => {
    const car = await deps.stock.bySlug(site, slug);
    if (!car) throw new ApiError("NOT_FOUND", CAR_NOT_FOUND);
    return car;
  };

  app.openapi(
    createRoute({
      method: "get",
      path: "/cars/{slug}/view.json",
      operationId: "countCarView",
      tags: ["Vehicles"],
      summary: "Count a view of the car; returns views and fresh car fields",
      request: { params: CarSlugParam, query: ViewQuery },
      responses: jsonOk(ViewResponse),
    }),
    async (c) => {
      const site = c.get("site").slug;
      const car = await carBySlug(site, c.req.valid("param").slug);
      // A HEAD (a crawler or link checker) reads the count without adding a view.
      if (c.req.method === "HEAD") {
        const views = await deps.views.get(site, car.id);
        return c.json(
          { views, car_fields: freshFields(car, c.req.valid("query").photos_count) },
          200,
        );
      }
      const today = localDay(guards.now(), siteTimeZone(c.get("site")));
      // Issue 30 §9: a view counts once per visitor, car and dealer day (a token, no address).
      const visitor = visitorToken(guards.clientIp(c), site, today);
      const viewKey = carViewKey(site, car.id, today, visitor);
      const counted = viewCounts(await guards.countHit(viewKey, DAY_COUNT_WINDOW_MS));
      const views = counted
        ? await deps.views.increment(site, car.id)
        : await deps.views.get(site, car.id);
      // Insights (issue 17 §3) count views per dealer's day; a failure must not lose the view.
      if (counted) await deps.insights.recordView(site, car.id, today).catch(() => {});
      return c.json(
        { views, car_fields: freshFields(car, c.req.valid("query").photos_count) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/cars/{slug}/autogauge",
      operationId: "getPriceComparison",
      tags: ["Vehicles"],
      summary: "Market price range from comparable stock (§3 price-comparison response)",
      request: { params: CarSlugParam },
      responses: jsonOk(AutogaugeResponse),
    }),
    async (c) => {
      const site = c.get("site").slug;
      const car = await carBySlug(site, c.req.valid("param").slug);
      const comparison = await deps.marketPrice.compare(site, car);
      if (!comparison) throw new ApiError("NOT_FOUND", NO_AUTOGAUGE_DATA);
      return c.json(comparison, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/cars/{slug}/similar",
      operationId: "listSimilarCars",
      tags: ["Vehicles"],
      summary: "Up to 6 similar cars (§7 similar-cars rule, one multi-search)",
      request: { params: CarSlugParam },
      responses: jsonOk(SimilarResponse),
    }),
    async (c) => {
      const site = c.get("site");
      const car = await carBySlug(site.slug, c.req.valid("param").slug);
      const results = await deps.search.multiSearch(similarCarsQueries(car, site, guards.now()));
      const cars = pickSimilarCars(
        car,
        results.map((r) => r.hits),
      );
      return c.json({ cars }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/cars/limited-list",
      operationId: "lookUpLimitedList",
      tags: ["Vehicles"],
      summary: "Up to 6 cars that can be bought, found by search_filters (§7 limited-list lookup)",
      request: { query: LimitedListQuery },
      responses: jsonOk(SimilarResponse),
    }),
    async (c) => {
      const site = c.get("site");
      const { search_filters, except } = c.req.valid("query");
      const parsed = parseLimitedListFilters(search_filters);
      if (!parsed.ok) throw ApiError.field("search_filters", parsed.error);
      const result = await deps.search.search(
        limitedListQuery(site, parsed.refinements, guards.now()),
      );
      return c.json({ cars: pickLimitedList(result.hits, except ?? null) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/cars/{id}/finance-disclaimer",
      operationId: "getFinanceDisclaimer",
      tags: ["Vehicles"],
      summary: "The finance disclaimer for a car, full and truncated to 197 characters",
      request: { params: CarIdParam },
      responses: jsonOk(DisclaimerResponse),
    }),
    async (c) => {
      const site = c.get("site");
      const car = await deps.stock.get(site.slug, c.req.valid("param").id);
      if (!car) throw new ApiError("NOT_FOUND", CAR_NOT_FOUND);
      const provider = site.finance.provider;
      const lender = provider ? lenderFor(car, provider) : null;
      return c.json(financeDisclaimer(lender?.disclaimer ?? site.finance.disclaimer), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/cars/{slug}/pdf",
      operationId: "getCarPdf",
      tags: ["Vehicles"],
      summary: "A printable PDF of the car, named {slug}.pdf",
      request: { params: CarSlugParam },
      responses: {
        200: {
          description: "The PDF",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: { description: "No listed car has this slug on the site" },
      },
    }),
    async (c) => {
      const site = c.get("site");
      const { slug } = c.req.valid("param");
      const car = await carBySlug(site.slug, slug);
      const photoUrl = car.primary_image_url ?? car.images?.[0]?.image?.url ?? null;
      const photo = photoUrl ? await fetchImage(photoUrl) : null;
      const pdf = await renderCarPdf(car, site, photo);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${slug}.pdf"`,
      });
    },
  );
  return app;
}
