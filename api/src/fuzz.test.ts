import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, goodLead, type Harness, harness, signIn, site } from "./test-support/harness";

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
      features: { saveValuation: true, reserve: true },
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

const html = fc.constantFrom(
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(document.cookie)",
  "<svg/onload=fetch('//evil')>",
);
const sql = fc.constantFrom(
  "' OR '1'='1",
  "1; DROP TABLE leads; --",
  "' UNION SELECT token_hash FROM sessions --",
  "\\'; DELETE FROM users WHERE ''='",
);
const unicode = fc.constantFrom(
  "名前とメッセージ",
  "‮gnp.exe",
  "\u0000\u0001\u001f",
  "🚗💥".repeat(50),
  "Ω≈ç√∫",
);
const huge = fc.constantFrom("A".repeat(20_000), "é".repeat(15_000));
const randomText = fc.string({ maxLength: 40 }).filter((s) => !/^\d+$/.test(s) && !s.includes("@"));
/** Values that are never a valid answer for any field of these routes. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  html,
  sql,
  unicode,
  huge,
  randomText,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 1e308, -1e308, 1.5e300),
  fc
    .array(fc.oneof(html, sql, fc.integer()), { maxLength: 3 })
    .map((a) => [...a, { nested: true }]),
  fc
    .constantFrom('{"$where":{"$gt":""}}', '{"__proto__":{"admin":true}}', '{"a":{"b":[1]}}')
    .map((s) => JSON.parse(s)),
);
const objectOf = (fields: readonly string[]) =>
  fc
    .tuple(...fields.map(() => hostile))
    .map((values) => Object.fromEntries(fields.map((f, i) => [f, values[i]])));

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

/** POST routes that take no body: nothing to fuzz. */
const BODYLESS_POSTS = new Set(["/api/auth/sign-out"]);

/** Payloads that are not an object at all, or not JSON. */
const notAnObject = fc.oneof(
  fc
    .oneof(
      html,
      sql,
      unicode,
      fc.integer(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    )
    .map((v) => JSON.stringify(v)),
  fc.constantFrom("{not json", "", '{"a":', "\u0000"),
);

async function snapshot() {
  return {
    leads: (await h.store.leads.list("alpha", { limit: 100_000 })).length,
    bravoLeads: (await h.store.leads.list("bravo", { limit: 100_000 })).length,
    analytics: (await h.store.analytics.list("alpha", { limit: 100_000 })).length,
    watchlist: await h.store.watchlists.list("alpha", userId),
    tradeIn: await h.store.tradeIns.get("alpha", tradeInId),
    users: await h.store.users.byPhone("alpha", "0412555666"),
    reservations: (await h.store.reservations.list("alpha")).length,
  };
}

type Answer = { errors?: Record<string, string>; message?: string };

function expectFieldError(status: number, answer: Answer, what: string) {
  expect(status, what).toBeGreaterThanOrEqual(400);
  expect(status, what).toBeLessThan(500);
  const errors = Object.entries(answer.errors ?? {});
  expect(errors.length, what).toBeGreaterThan(0);
  for (const [field, message] of errors) {
    expect(field.length, what).toBeGreaterThan(0);
    expect(typeof message, what).toBe("string");
  }
}

describe("hostile payloads at every POST route", () => {
  it("covers every POST route the API documents", async () => {
    const doc = (await (await h.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([, methods]) => "post" in methods)
      .map(([path]) => path.replace(/\{[^}]+\}/g, "{id}"))
      .filter((path) => !BODYLESS_POSTS.has(path))
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

  it("keeps serving afterwards", async () => {
    const api = client(h.app, HOST);
    expect((await api.post("/api/leads", goodLead)).status).toBe(201);
    expect((await h.app.request("/api/health")).status).toBe(200);
  });
});
