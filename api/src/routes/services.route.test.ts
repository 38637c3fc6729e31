import {
  DELIVERY_POSTCODE_BLANK,
  GEOCODE_MISS,
  INVALID_POSTCODE_4_DIGITS,
  NO_DELIVERY_PRICE,
} from "@forecourt/core/leads/messages";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { client, type Harness, harness, site } from "../test-support/harness";

let h: Harness;
beforeAll(async () => {
  const aucklandYard = site("kiwi").locations.map((l) => ({
    ...l,
    address: {
      street: "512 Great South Road",
      city: "Penrose",
      state: "Auckland",
      postcode: "1061",
      lat: -36.9155,
      long: 174.7991,
    },
  }));
  h = await harness({}, [
    site("alpha", { features: { saveValuation: true } }),
    site("bravo"),
    site("kiwi", { country: "NZ", locations: aucklandYard }),
  ]);
}, 120_000);
afterAll(() => h.close());

const alpha = () => client(h.app, "alpha.localhost");
const bravo = () => client(h.app, "bravo.localhost");
const kiwi = () => client(h.app, "kiwi.localhost");
type Json = Record<string, unknown> & {
  id?: string;
  errors?: Record<string, string>;
  message?: string;
};
const json = async (r: Response) => (await r.json()) as Json;
type OpenApiAnswer = { description: string; content?: Record<string, unknown> };

describe("POST /api/youx/quote (§7)", () => {
  it("answers weeklyRepaymentAmount, comparisonRate and advertisedRate", async () => {
    const res = await alpha().post("/api/youx/quote", {
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 26_000,
      loanTerm: 5,
      year: 2022,
      vin: "JTDBR32E720123456",
      nvic: "ABC12",
      whoIsHelping: "",
    });
    expect(res.status).toBe(200);
    // The embedded adapter answers with core's annuity at the site's default rate (10%).
    expect(await res.json()).toEqual({
      weeklyRepaymentAmount: 128,
      comparisonRate: 10,
      advertisedRate: 10,
    });
  });

  it("names the field that is wrong", async () => {
    const res = await alpha().post("/api/youx/quote", { purchasePrice: "lots", loanTerm: 30 });
    expect(res.status).toBe(400);
    const { errors } = await json(res);
    expect(Object.keys(errors ?? {}).sort()).toEqual(["loanTerm", "purchasePrice"]);
  });
});

describe("delivery and geocoding by postcode (§5, §8)", () => {
  it.each([
    ["", DELIVERY_POSTCODE_BLANK],
    ["   ", DELIVERY_POSTCODE_BLANK],
    ["40", INVALID_POSTCODE_4_DIGITS],
    ["40a0", INVALID_POSTCODE_4_DIGITS],
  ])("postcode %j → 400 %s", async (postcode, message) => {
    const res = await alpha().get(`/api/delivery?postcode=${encodeURIComponent(postcode)}`);
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual({ postcode: message });
  });

  it("a missing postcode is blank", async () => {
    expect((await json(await alpha().get("/api/delivery"))).errors).toEqual({
      postcode: DELIVERY_POSTCODE_BLANK,
    });
  });

  it("an unknown postcode is 'Invalid postcode'; no price gives the spec's estimate text", async () => {
    const miss = await alpha().get("/api/delivery?postcode=9999");
    expect(miss.status).toBe(404);
    expect((await json(miss)).message).toBe(GEOCODE_MISS);
    const none = await alpha().get("/api/delivery?postcode=6000");
    expect(none.status).toBe(404);
    expect((await json(none)).message).toBe(NO_DELIVERY_PRICE);
  });

  it("returns {price, name}", async () => {
    // Sydney is far from the Brisbane test dealer: the local table's interstate NSW band.
    expect(await json(await alpha().get("/api/delivery?postcode=2000"))).toEqual({
      price: 1740,
      name: "Interstate Long Distance NSW",
    });
  });

  it("geocodes AU postcodes", async () => {
    expect(await json(await alpha().get("/api/geocode?postcode=4000"))).toEqual({
      lat: -27.4698,
      lng: 153.0251,
    });
    expect((await json(await alpha().get("/api/geocode?postcode=9999"))).message).toBe(
      GEOCODE_MISS,
    );
  });

  it("an Australian site does not know New Zealand postcodes", async () => {
    // 8024 (Christchurch) is in no Australian state's range.
    const res = await alpha().get("/api/geocode?postcode=8024");
    expect((await json(res)).message).toBe(GEOCODE_MISS);
  });
});

describe("delivery and geocoding on a New Zealand site (issue 18)", () => {
  it("geocodes NZ postcodes, and one it does not know (Perth's 6000) is 'Invalid postcode'", async () => {
    expect(await json(await kiwi().get("/api/geocode?postcode=8024"))).toEqual({
      lat: -43.544,
      lng: 172.615,
    });
    for (const postcode of ["6000", "2999", "0000"]) {
      const res = await kiwi().get(`/api/geocode?postcode=${postcode}`);
      expect([postcode, res.status]).toEqual([postcode, 404]);
      expect((await json(res)).message).toBe(GEOCODE_MISS);
    }
  });

  it("prices delivery by NZ region, with the Cook Strait ferry to the South Island", async () => {
    expect(await json(await kiwi().get("/api/delivery?postcode=1023"))).toEqual({
      price: 199,
      name: "Metro Auckland",
    });
    expect(await json(await kiwi().get("/api/delivery?postcode=3204"))).toEqual({
      price: 499,
      name: "Regional Waikato",
    });
    expect(await json(await kiwi().get("/api/delivery?postcode=6011"))).toEqual({
      price: 899,
      name: "Country Wellington",
    });
    expect(await json(await kiwi().get("/api/delivery?postcode=8024"))).toEqual({
      price: 1490 + 350,
      name: "Inter-island Long Distance Canterbury",
    });
  });

  it("keeps the spec's 4-digit message and 'Invalid postcode' for an unknown NZ postcode", async () => {
    const short = await kiwi().get("/api/delivery?postcode=802");
    expect((await json(short)).errors).toEqual({ postcode: INVALID_POSTCODE_4_DIGITS });
    const miss = await kiwi().get("/api/delivery?postcode=6000");
    expect(miss.status).toBe(404);
    expect((await json(miss)).message).toBe(GEOCODE_MISS);
  });
});

describe("GET /api/locations/{id}/slots", () => {
  it("lists slots from the opening hours (Mon–Fri 08:00–17:00)", async () => {
    const res = await json(await alpha().get("/api/locations/alpha-loc/slots?date=2026-11-30"));
    expect(res.date).toBe("2026-11-30");
    expect((res.slots as string[])[0]).toBe("08:00");
    expect((res.slots as string[]).at(-1)).toBe("16:30");
    expect(
      (await json(await alpha().get("/api/locations/alpha-loc/slots?date=2026-11-29"))).slots,
    ).toEqual([]);
  });

  it("400s a bad date and 404s another tenant's location", async () => {
    expect((await alpha().get("/api/locations/alpha-loc/slots?date=30/11/2026")).status).toBe(400);
    expect((await alpha().get("/api/locations/bravo-loc/slots?date=2026-11-30")).status).toBe(404);
  });
});

describe("analytics and phone reveal (§7)", () => {
  it("records an event with a spec id and refuses other ids", async () => {
    const ok = await alpha().post("/api/analytics", {
      event_id: 49,
      data: { page: "/search/used-cars" },
    });
    expect(await json(ok)).toEqual({ recorded: true });
    const events = await h.store.analytics.list("alpha", { eventId: 49 });
    expect(events[0]?.data).toEqual({ page: "/search/used-cars" });
    const bad = await alpha().post("/api/analytics", { event_id: 1234 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).errors ?? {})).toEqual(["event_id"]);
  });

  it("reveals the car's phone and records the reveal as a phone click (25)", async () => {
    const res = await alpha().post("/api/phone-reveal", {
      car_id: "alpha-1",
      dealership_id: 7,
      website_id: "3",
    });
    expect(await json(res)).toEqual({ phone: "07 3333 1234" });
    const [event] = await h.store.analytics.list("alpha", { eventId: 25 });
    expect(event?.data).toMatchObject({
      kind: "phone_reveal",
      car_id: "alpha-1",
      dealership_id: "7",
    });
    expect((await bravo().post("/api/phone-reveal", { car_id: "alpha-1" })).status).toBe(400);
  });
});

describe("GET /api/search?path=", () => {
  it("parses the browser path with core and searches this tenant's stock", async () => {
    const res = await json(
      await alpha().get(
        `/api/search?path=${encodeURIComponent("/search/used-cars?sortBy=price_asc")}`,
      ),
    );
    expect(res.count).toBe(5);
    expect((res.hits as Array<{ id: string }>).every((c) => c.id.startsWith("alpha-"))).toBe(true);
    expect((res.state as { refinementList: unknown }).refinementList).toMatchObject({
      car_type: ["used"],
    });
    expect((await alpha().get("/api/search?path=nope")).status).toBe(400);
  });

  it("resolves path slugs against the stock's own values and 404s a segment naming nothing", async () => {
    const path = (p: string) => `/api/search?path=${encodeURIComponent(p)}`;
    const found = await json(await alpha().get(path("/used-car/toyota/corolla")));
    expect(found.count).toBe(5);
    const missing = await alpha().get(path("/search/used-cars/holden"));
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toBe("application/problem+json");
    expect((await json(missing)).message).toBe('path: "holden" names nothing on this site');
  });

  it("a page past the last is a 404 problem+json; the last page and an empty page 1 are 200", async () => {
    const path = (p: string) => `/api/search?path=${encodeURIComponent(p)}`;
    const last = await alpha().get(path("/search/used-cars?page=1"));
    expect(last.status).toBe(200);
    const past = await alpha().get(path("/search/used-cars?page=2"));
    expect(past.status).toBe(404);
    expect(past.headers.get("content-type")).toBe("application/problem+json");
    expect(await json(past)).toMatchObject({
      status: 404,
      code: "not_found",
      message: "path: page 2 is past the last page (1)",
    });
    // The OpenAPI document declares this 404 on the operation, as problem+json.
    const doc = (await (await h.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, OpenApiAnswer> }>>;
    };
    const declared = doc.paths["/api/search"]?.get?.responses["404"];
    expect(declared?.description).toMatch(/page past the last/);
    expect(declared?.content).toEqual({
      "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } },
    });
    const empty = await alpha().get(path("/search/used-cars?query=zzzzqqqq"));
    expect(empty.status).toBe(200);
    expect((await json(empty)).count).toBe(0);
  });
});

describe("GET /api/health and /api/openapi.json", () => {
  it("reports the store and the search engine, with no tenant needed", async () => {
    const ok = await h.app.request("/api/health");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, store: true, search: true });
    const down = createApp(
      { ...h.deps, storeHealth: async () => false },
      { logger: pino({ level: "silent" }) },
    );
    const res = await down.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, store: false, search: true });
  });

  it("documents every route from the zod schemas", async () => {
    const doc = (await (await h.app.request("/api/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(doc.openapi).toBe("3.1.0");
    for (const path of [
      "/api/leads",
      "/api/watchlist/save-car",
      "/api/watchlist/remove-car",
      "/api/watchlist",
      "/api/cars/{slug}/view.json",
      "/api/cars/{slug}/autogauge",
      "/api/cars/{slug}/pdf",
      "/api/youx/quote",
      "/api/delivery",
      "/api/geocode",
      "/api/phone-reveal",
      "/api/locations/{id}/slots",
      "/api/miscellaneous",
      "/api/analytics",
      "/api/trade-in/{id}/accept",
      "/api/search",
      "/api/health",
      "/api/auth/code",
      "/api/session",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    // Issue 34 §4: the honeypot and the signed form stamp every lead form sends.
    expect(Object.keys(doc.components.schemas.LeadBody?.properties ?? {})).toEqual([
      "form",
      "fields",
      "client_id",
      "honeypot",
      "form_stamp",
    ]);
  });
});
