import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textProblem } from "./middleware/json-body-guard";
import { client, goodLead, type Harness, harness, signIn, site } from "./test-support/harness";
import {
  hostileString,
  notAnObject,
  objectOf,
  stringSlots,
  withValueAt,
} from "./test-support/hostile-values";
import { type Answer, expectFieldError, isShopperRoute } from "./test-support/refusals";

/**
 * Every POST route gets random and hostile payloads (wrong types, huge strings,
 * HTML/script, SQL fragments, unicode, nested objects): each answers 4xx with a
 * message per field, nothing is written, and the server keeps serving (issue 4 §5).
 */

const HOST = "alpha.localhost";
let h: Harness;
let cookie = "";
let tradeInId = "";
let userId = "";

beforeAll(async () => {
  // saveValuation on, so /api/miscellaneous reaches its schema rather than answering 404.
  h = await harness({}, [
    site("alpha", {
      // garage: an account area, so /api/saved-searches reaches its rules rather than a 404.
      features: { saveValuation: true, reserve: true, garage: true },
      pages: ["/online-payment", "/spin-to-win"],
    }),
    site("bravo"),
  ]);
  cookie = await signIn(h, HOST, "0412555666");
  userId = (await h.store.users.byPhone("alpha", "0412555666"))?.id ?? "";
  const created = await client(h.app, HOST).post("/api/trade-in", {
    rego: "FUZZ1",
    regoState: "QLD",
  });
  tradeInId = ((await created.json()) as { id: string }).id;
}, 120_000);
afterAll(() => h.close());

const LEAD_FIELDS = [
  "name",
  "email",
  "phone",
  "message",
  "category",
  "terms_conditions",
  "postcode",
  "car_id",
  "dateTime",
  "Rego",
];

/** Each POST route with payloads built to fail its schema or its rules. */
const ROUTES: Array<{ path: () => string; body: fc.Arbitrary<unknown>; signedIn?: boolean }> = [
  {
    path: () => "/api/leads",
    body: fc.oneof(
      objectOf(["form", "fields", "client_id"]),
      fc.record({
        form: fc.constantFrom(
          "general",
          "test-drive",
          "finance",
          "career",
          "trade-in",
          "multi-step",
        ),
        fields: objectOf(LEAD_FIELDS),
      }),
    ),
  },
  { path: () => "/api/auth/code", body: objectOf(["phone"]) },
  { path: () => "/api/auth/verify", body: objectOf(["phone", "code"]) },
  {
    path: () => "/api/watchlist/save-car",
    body: objectOf(["phone_number", "car_id"]),
    signedIn: true,
  },
  {
    path: () => "/api/watchlist/remove-car",
    body: objectOf(["phone_number", "car_id"]),
    signedIn: true,
  },
  { path: () => "/api/saved-searches", body: objectOf(["href"]), signedIn: true },
  {
    path: () => "/api/youx/quote",
    body: objectOf(["purchasePrice", "loanTerm", "year", "vin", "selfAssessedCreditScore"]),
  },
  { path: () => "/api/phone-reveal", body: objectOf(["car_id", "dealership_id", "website_id"]) },
  { path: () => "/api/analytics", body: objectOf(["event_id", "data"]) },
  { path: () => "/api/miscellaneous", body: objectOf(["column_name", "lead_id", "data"]) },
  { path: () => "/api/trade-in", body: objectOf(["rego", "regoState", "url", "lead_attributes"]) },
  {
    path: () => `/api/trade-in/${tradeInId}/valuation`,
    body: objectOf(["year", "make", "model", "km"]),
  },
  { path: () => `/api/trade-in/${tradeInId}/adjustments`, body: objectOf(["adjustmentAnswers"]) },
  { path: () => `/api/trade-in/${tradeInId}/accept`, body: objectOf(["lead_id"]) },
  {
    path: () => "/api/reservations",
    body: objectOf(["car_id", "name", "last_name", "email", "phone", "postcode", "terms"]),
  },
  {
    path: () => "/api/online-payment",
    body: objectOf(["invoice_number", "amount", "name", "email", "phone", "terms_conditions"]),
    signedIn: true,
  },
  {
    path: () => "/api/spin-to-win",
    body: objectOf(["name", "email", "phone", "terms_conditions", "location"]),
    signedIn: true,
  },
];

/**
 * Each POST route with a body it accepts (or rejects only for its state, such as a used
 * reservation): hostile strings go into its string fields, and into a new key of each object.
 */
const shopper = { name: "Sam Citizen", email: "sam@example.com", phone: "0412 345 678" };
const GOOD_BODIES: Array<{
  path: () => string;
  body: Record<string, unknown>;
  signedIn?: boolean;
}> = [
  { path: () => "/api/leads", body: goodLead },
  {
    path: () => "/api/leads",
    body: {
      form: "test-drive",
      fields: { ...shopper, car_id: "alpha-2", message: "Saturday?", terms_conditions: true },
    },
  },
  { path: () => "/api/auth/code", body: { phone: "0412555777" } },
  { path: () => "/api/auth/verify", body: { phone: "0412555777", code: "123456" } },
  {
    path: () => "/api/watchlist/save-car",
    body: { phone_number: "0412555666", car_id: "alpha-1" },
    signedIn: true,
  },
  {
    path: () => "/api/watchlist/remove-car",
    body: { phone_number: "0412555666", car_id: "alpha-1" },
    signedIn: true,
  },
  { path: () => "/api/saved-searches", body: { href: "/search/used-cars" }, signedIn: true },
  { path: () => "/api/youx/quote", body: { purchasePrice: 20_000, vin: "JTDBR32E520012345" } },
  { path: () => "/api/phone-reveal", body: { car_id: "alpha-1" } },
  { path: () => "/api/analytics", body: { event_id: 14, data: { page: "/cars", note: "x" } } },
  {
    path: () => "/api/miscellaneous",
    body: { column_name: "valuation", lead_id: "x", data: { make: "Toyota" } },
  },
  {
    path: () => "/api/trade-in",
    body: {
      rego: "ABC123",
      regoState: "QLD",
      url: "https://www.alpha.com.au/trade-in",
      lead_attributes: { visited_pages: ["/cars"], linked_query_params: { utm: "x" } },
    },
  },
  {
    path: () => `/api/trade-in/${tradeInId}/valuation`,
    body: { year: 2022, make: "Toyota", model: "Corolla", km: 30_000 },
  },
  {
    path: () => `/api/trade-in/${tradeInId}/adjustments`,
    body: {
      adjustmentAnswers: {
        condition: "Good",
        accident_damage: "No",
        finance_owing: "No",
        service_history: "Full",
        photos_count: 2,
      },
    },
  },
  { path: () => `/api/trade-in/${tradeInId}/accept`, body: { lead_id: "no-such-lead" } },
  {
    path: () => "/api/reservations",
    body: { car_id: "alpha-3", ...shopper, last_name: "Citizen", postcode: "4000", terms: true },
  },
  {
    path: () => "/api/online-payment",
    body: { invoice_number: "INV-1", amount: "10.00", ...shopper, terms_conditions: true },
    signedIn: true,
  },
  {
    path: () => "/api/spin-to-win",
    body: { ...shopper, terms_conditions: true, location: "alpha Motors" },
    signedIn: true,
  },
];

/** POST routes that take no body: nothing to fuzz. */
const BODYLESS_POSTS = new Set(["/api/auth/sign-out"]);

async function snapshot() {
  return {
    leads: (await h.store.leads.list("alpha", { limit: 100_000 })).length,
    bravoLeads: (await h.store.leads.list("bravo", { limit: 100_000 })).length,
    analytics: (await h.store.analytics.list("alpha", { limit: 100_000 })).length,
    watchlist: await h.store.watchlists.list("alpha", userId),
    savedSearches: await h.store.savedSearches.list("alpha", userId),
    tradeIn: await h.store.tradeIns.get("alpha", tradeInId),
    users: await h.store.users.byPhone("alpha", "0412555666"),
    reservations: (await h.store.reservations.list("alpha")).length,
  };
}

describe("hostile payloads at every POST route", () => {
  it("covers every POST route the API documents", async () => {
    const doc = (await (await h.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([, methods]) => "post" in methods)
      .map(([path]) => path.replace(/\{[^}]+\}/g, "{id}"))
      .filter((path) => !BODYLESS_POSTS.has(path) && isShopperRoute(path))
      .sort();
    const fuzzed = ROUTES.map((r) => r.path().replace(tradeInId, "{id}")).sort();
    expect(fuzzed).toEqual(documented);
  });

  it("each gets a 4xx naming a field, and nothing is written", async () => {
    const before = await snapshot();
    const api = client(h.app, HOST);
    const routeAndBody = fc
      .integer({ min: 0, max: ROUTES.length - 1 })
      .chain((i) => fc.tuple(fc.constant(i), (ROUTES[i] as (typeof ROUTES)[number]).body));
    await fc.assert(
      fc.asyncProperty(routeAndBody, async ([i, body]) => {
        const route = ROUTES[i] as (typeof ROUTES)[number];
        const res = await api.post(route.path(), body, route.signedIn ? { cookie } : {});
        const what = `${route.path()} ${JSON.stringify(body).slice(0, 200)} → ${res.status}`;
        expectFieldError(res.status, (await res.json()) as Answer, what);
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: ROUTES.length - 1 }),
        notAnObject,
        async (i, raw) => {
          const route = ROUTES[i] as (typeof ROUTES)[number];
          const res = await api.post(route.path(), raw, route.signedIn ? { cookie } : {});
          expectFieldError(
            res.status,
            (await res.json()) as Answer,
            `${route.path()} ${raw.slice(0, 80)}`,
          );
        },
      ),
      { numRuns: 150 },
    );
    expect(await snapshot()).toEqual(before);
  }, 180_000);

  it("hostile strings anywhere in an otherwise good body never give a 5xx; NUL and lone surrogates are a 400 naming the field", async () => {
    const doc = (await (await h.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([, methods]) => "post" in methods)
      .map(([path]) => path.replace(/\{[^}]+\}/g, "{id}"))
      .filter((path) => !BODYLESS_POSTS.has(path) && isShopperRoute(path))
      .sort();
    const covered = new Set(GOOD_BODIES.map((r) => r.path().replace(tradeInId, "{id}")));
    expect([...covered].sort()).toEqual(documented);

    const api = client(h.app, HOST);
    const case_ = fc.integer({ min: 0, max: GOOD_BODIES.length - 1 }).chain((i) => {
      const route = GOOD_BODIES[i] as (typeof GOOD_BODIES)[number];
      const slots = stringSlots(route.body);
      return fc.tuple(fc.constant(route), fc.constantFrom(...slots), hostileString);
    });
    await fc.assert(
      fc.asyncProperty(case_, async ([route, slot, value]) => {
        const body = withValueAt(route.body, slot, value);
        const res = await api.post(route.path(), body, route.signedIn ? { cookie } : {});
        const answer = (await res.json()) as Answer;
        const what = `${route.path()} ${slot.join(".")}=${JSON.stringify(value.slice(0, 40))} → ${res.status} ${JSON.stringify(answer).slice(0, 200)}`;
        expect(res.status, what).toBeLessThan(500);
        if (value.length > 100_000) expect(res.status, what).toBe(413);
        else if (textProblem(value)) {
          expect(res.status, what).toBe(400);
          expect(answer.errors?.[slot.join(".")], what).toBe(textProblem(value));
        }
      }),
      { numRuns: 250 },
    );
  }, 240_000);

  it("keeps serving afterwards", async () => {
    const api = client(h.app, HOST);
    expect((await api.post("/api/leads", goodLead)).status).toBe(201);
    expect((await h.app.request("/api/health")).status).toBe(200);
  });
});
