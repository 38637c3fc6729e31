import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, type Harness, harness, site } from "./test-support/harness";
import { hostile, hostileString } from "./test-support/hostile-values";
import { type Answer, expectFieldError, isShopperRoute } from "./test-support/refusals";

/**
 * Every shopper GET route that reads a query gets hostile values, repeated parameters and
 * missing ones (issue 16 §1): never a 5xx, NUL is a 400 naming a field, and every other refusal
 * names its field, or says a well-formed key found nothing (404). POST bodies: fuzz.test.ts.
 */

const HOST = "alpha.localhost";
let h: Harness;

beforeAll(async () => {
  h = await harness({}, [site("alpha", { features: { saveValuation: true, reserve: true } })]);
}, 120_000);
afterAll(() => h.close());

/** Each shopper GET route that reads a query, with a query it accepts. */
const GOOD_QUERIES: Array<{ path: string; query: Record<string, string> }> = [
  {
    path: "/api/cars/alpha-car-4/view.json",
    query: { photos_count: "3", updated_at: "2026-11-20T10:00:00Z", website_id: "7" },
  },
  { path: "/api/cars/limited-list", query: { search_filters: "make=Toyota", except: "alpha-1" } },
  { path: "/api/delivery", query: { postcode: "4000" } },
  { path: "/api/geocode", query: { postcode: "4000" } },
  { path: "/api/locations/alpha-loc/slots", query: { date: "2026-11-23", type: "test-drive" } },
  { path: "/api/trade-in/rego", query: { rego: "ABC101", state: "QLD" } },
  { path: "/api/search", query: { path: "/search/used-cars" } },
];

describe("hostile query strings at every shopper GET route", () => {
  it("covers every shopper GET route the API documents with query parameters", async () => {
    const doc = (await (await h.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: Array<{ in: string; name: string }> } }>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path, methods]) => isShopperRoute(path) && methods.get)
      .flatMap(([path, methods]) =>
        (methods.get?.parameters ?? [])
          .filter((p) => p.in === "query")
          .map((p) => `${path.replace(/\{[^}]+\}/g, "{id}")}?${p.name}`),
      )
      .sort();
    const fuzzed = GOOD_QUERIES.flatMap(({ path, query }) =>
      Object.keys(query).map((name) => `${path.replace(/alpha-car-4|alpha-loc/, "{id}")}?${name}`),
    ).sort();
    expect(fuzzed).toEqual(documented);
  });

  it("a hostile value, a repeated parameter or none never gives a 5xx; NUL is a 400 naming a field", async () => {
    const api = client(h.app, HOST);
    const kind = fc.constantFrom("value", "repeated", "missing");
    const case_ = fc.integer({ min: 0, max: GOOD_QUERIES.length - 1 }).chain((i) => {
      const route = GOOD_QUERIES[i] as (typeof GOOD_QUERIES)[number];
      return fc.tuple(
        fc.constant(route),
        fc.constantFrom(...Object.keys(route.query)),
        kind,
        fc.oneof(
          hostileString,
          hostile.filter((v): v is string => typeof v === "string"),
        ),
      );
    });
    await fc.assert(
      fc.asyncProperty(case_, async ([route, name, how, value]) => {
        const query = new URLSearchParams(route.query);
        if (how === "missing") query.delete(name);
        else if (how === "repeated") query.append(name, value);
        else query.set(name, value);
        const res = await api.get(`${route.path}?${query}`);
        const body = await res.text();
        const what = `${route.path} ${how} ${name}=${JSON.stringify(value.slice(0, 40))} → ${res.status} ${body.slice(0, 200)}`;
        expect(res.status, what).toBeLessThan(500);
        // A lookup whose well-formed key finds nothing (an unknown registration) is a 404 that
        // says so; any other refusal names the field it refuses.
        if (res.status === 404) expect((JSON.parse(body) as Answer).message, what).toBeTruthy();
        else if (res.status >= 400) expectFieldError(res.status, JSON.parse(body) as Answer, what);
        if (how === "value" && value.includes("\u0000")) {
          // (A route may name the field its form calls it: /api/trade-in/rego's state is regoState.)
          expect(res.status, what).toBe(400);
        }
      }),
      {
        numRuns: 200,
        // NUL in every parameter of every route, whatever the random runs find.
        examples: GOOD_QUERIES.flatMap((route) =>
          Object.keys(route.query).map(
            (name): [[(typeof GOOD_QUERIES)[number], string, "value", string]] => [
              [route, name, "value", "make=a\u0000b"],
            ],
          ),
        ),
      },
    );
  }, 240_000);
});
