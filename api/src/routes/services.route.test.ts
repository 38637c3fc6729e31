import {
  DELIVERY_POSTCODE_BLANK,
  GEOCODE_MISS,
  INVALID_POSTCODE_4_DIGITS,
  NO_DELIVERY_PRICE,
  REGO_INVALID,
} from "@forecourt/core/leads/messages";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { client, goodLead, type Harness, harness, site } from "../test-support/harness";
import { VALUATION_SAVE_OFF } from "./miscellaneous.schema";
import { NO_OFFER_TO_ACCEPT, NO_ONLINE_ESTIMATE, REGO_NOT_FOUND } from "./trade-in.schema";

let h: Harness;
beforeAll(async () => {
  h = await harness({}, [site("alpha", { features: { saveValuation: true } }), site("bravo")]);
}, 120_000);
afterAll(() => h.close());

const alpha = () => client(h.app, "alpha.localhost");
const bravo = () => client(h.app, "bravo.localhost");
type Json = Record<string, unknown> & {
  id?: string;
  errors?: Record<string, string>;
  message?: string;
};
const json = async (r: Response) => (await r.json()) as Json;

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

describe("trade-in: create, rego lookup, valuation, adjustments, offer acceptance", () => {
  it("walks the journey and acceptance marks the form completed", async () => {
    const created = await json(
      await alpha().post("/api/trade-in", { rego: "xyz 123", regoState: "qld", car_id: "alpha-1" }),
    );
    const id = created.id as string;
    expect(created).toMatchObject({ offer_accepted: false, form_completed: false });
    const stored = await h.store.tradeIns.get("alpha", id);
    expect(stored?.data).toMatchObject({ rego: "XYZ 123", regoState: "QLD", source: "Website" });

    const valued = await json(
      await alpha().post(`/api/trade-in/${id}/valuation`, {
        year: 2022,
        make: "Toyota",
        model: "Corolla",
        km: 30_000,
      }),
    );
    expect(valued).toMatchObject({ available: true, message: null, offer_price: null });
    const low = valued.estimate_low as number;
    const high = valued.estimate_high as number;
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThan(high);
    // Before the questions are answered there is no offer to accept.
    const early = await json(await alpha().post("/api/leads", goodLead));
    expect(
      (await alpha().post(`/api/trade-in/${id}/accept`, { lead_id: early.lead_id })).status,
    ).toBe(400);

    const best = {
      condition: "Excellent",
      accident_damage: "No",
      finance_owing: "No",
      service_history: "Full",
      photos_count: 5,
    };
    const bestOffer = (
      await json(await alpha().post(`/api/trade-in/${id}/adjustments`, { adjustmentAnswers: best }))
    ).offer_price as number;
    expect(bestOffer).toBe(high);
    const answers = { ...best, condition: "Fair", accident_damage: "Yes", photos_count: 3 };
    const adjusted = await json(
      await alpha().post(`/api/trade-in/${id}/adjustments`, { adjustmentAnswers: answers }),
    );
    // Worse answers lower the offer, inside the estimate range.
    expect(adjusted.offer_price as number).toBeLessThan(bestOffer);
    expect(adjusted.offer_price as number).toBeGreaterThanOrEqual(low);
    expect((await h.store.tradeIns.get("alpha", id))?.data.adjustmentAnswers).toEqual(answers);

    const lead = await json(
      await alpha().post("/api/leads", {
        form: "trade-in",
        fields: {
          ...goodLead.fields,
          Rego: "XYZ123",
          postcode: "4000",
          trade_in_lead_id: id,
          // A page cannot claim an offer or answers the server did not record.
          offer_price: 999_999,
          condition: "Excellent",
        },
      }),
    );
    const sent = await h.store.leads.get("alpha", lead.lead_id as string);
    expect(sent?.payload).toMatchObject({
      offer_price: adjusted.offer_price,
      estimate_low: low,
      estimate_high: high,
      trade_make: "Toyota",
      trade_km: 30_000,
      ...answers,
    });
    const accepted = await json(
      await alpha().post(`/api/trade-in/${id}/accept`, { lead_id: lead.lead_id }),
    );
    expect(accepted).toMatchObject({
      offer_accepted: true,
      form_completed: true,
      lead_id: lead.lead_id,
    });
    expect((await h.store.analytics.list("alpha", { eventId: 18 })).length).toBe(1);
  });

  it("accepting needs the enquiry's lead_id and an offer to accept, else a 400 naming the field", async () => {
    const { id } = await json(
      await alpha().post("/api/trade-in", { rego: "NOOFR1", regoState: "QLD" }),
    );
    const lead = await json(await alpha().post("/api/leads", goodLead));
    const empty = await alpha().post(`/api/trade-in/${id}/accept`, {});
    expect(empty.status).toBe(400);
    expect(Object.keys((await json(empty)).errors as object)).toEqual(["lead_id"]);
    const noOffer = await alpha().post(`/api/trade-in/${id}/accept`, { lead_id: lead.lead_id });
    expect(noOffer.status).toBe(400);
    expect((await json(noOffer)).errors).toEqual({ offer_price: NO_OFFER_TO_ACCEPT });
    // Over the 7-year rule: a valuation without an estimate leaves nothing to accept either.
    await alpha().post(`/api/trade-in/${id}/valuation`, { year: 2010, make: "Mazda", model: "3" });
    expect(
      (await alpha().post(`/api/trade-in/${id}/accept`, { lead_id: lead.lead_id })).status,
    ).toBe(400);
    expect((await h.store.tradeIns.get("alpha", id ?? ""))?.offerAccepted).toBe(false);
  });

  it("names each unanswered question, and a trade-in lead must name a trade-in of this site", async () => {
    const { id } = await json(
      await alpha().post("/api/trade-in", { rego: "ANS1", regoState: "QLD" }),
    );
    const res = await alpha().post(`/api/trade-in/${id}/adjustments`, {
      adjustmentAnswers: { condition: "Good", photos_count: 3 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).errors ?? {}).sort()).toEqual([
      "adjustmentAnswers.accident_damage",
      "adjustmentAnswers.finance_owing",
      "adjustmentAnswers.service_history",
    ]);
    const lead = await alpha().post("/api/leads", {
      form: "trade-in",
      fields: { ...goodLead.fields, Rego: "ANS1", postcode: "4000", trade_in_lead_id: "nope" },
    });
    expect(lead.status).toBe(400);
    expect(Object.keys((await json(lead)).errors ?? {})).toEqual(["trade_in_lead_id"]);
  });

  it("gives no online estimate over 7 years old or over 100,000 km", async () => {
    const { id } = await json(
      await alpha().post("/api/trade-in", { rego: "OLD1", regoState: "NSW" }),
    );
    const old = await json(
      await alpha().post(`/api/trade-in/${id}/valuation`, {
        year: 2018,
        make: "Mazda",
        model: "3",
        km: 50_000,
      }),
    );
    expect(old).toEqual({
      available: false,
      message: NO_ONLINE_ESTIMATE,
      offer_price: null,
      estimate_low: null,
      estimate_high: null,
      market_range_min: null,
      market_range_max: null,
    });
    const far = await json(
      await alpha().post(`/api/trade-in/${id}/valuation`, {
        year: 2024,
        make: "Mazda",
        model: "3",
        km: 100_001,
      }),
    );
    expect(far.available).toBe(false);
  });

  it("looks a rego up in the dealer's own records", async () => {
    expect(await json(await alpha().get("/api/trade-in/rego?rego=abc101&state=QLD"))).toMatchObject(
      {
        rego: "ABC101",
        make: "Toyota",
        year: 2022,
      },
    );
    const miss = await alpha().get("/api/trade-in/rego?rego=ZZZ999");
    expect(miss.status).toBe(404);
    expect((await json(miss)).message).toBe(REGO_NOT_FOUND);
    const bad = await alpha().get("/api/trade-in/rego?rego=%3Cscript%3E");
    expect((await json(bad)).errors).toEqual({ rego: REGO_INVALID });
  });

  it("another tenant cannot read or change a trade-in, nor link another tenant's lead", async () => {
    const { id } = await json(
      await alpha().post("/api/trade-in", { rego: "ISO1", regoState: "VIC" }),
    );
    expect(
      (
        await bravo().post(`/api/trade-in/${id}/adjustments`, {
          adjustmentAnswers: {
            condition: "Good",
            accident_damage: "No",
            finance_owing: "No",
            service_history: "Full",
            photos_count: 0,
          },
        })
      ).status,
    ).toBe(404);
    const bravoLead = await json(await bravo().post("/api/leads", goodLead));
    expect(
      (await bravo().post(`/api/trade-in/${id}/accept`, { lead_id: bravoLead.lead_id })).status,
    ).toBe(404);
    const cross = await alpha().post(`/api/trade-in/${id}/accept`, { lead_id: bravoLead.lead_id });
    expect(cross.status).toBe(400);
    expect((await h.store.tradeIns.get("alpha", id ?? ""))?.offerAccepted).toBe(false);
  });
});

describe("POST /api/miscellaneous (valuation save, one site only)", () => {
  it("saves valuation data onto the trade-in where the site enables it", async () => {
    const { id } = await json(
      await alpha().post("/api/trade-in", { rego: "VAL1", regoState: "QLD" }),
    );
    const res = await alpha().post("/api/miscellaneous", {
      column_name: "valuation",
      lead_id: id,
      data: { low: 18_000 },
    });
    expect(await json(res)).toEqual({ success: true });
    expect((await h.store.tradeIns.get("alpha", id as string))?.data.valuation).toEqual({
      low: 18_000,
    });
  });

  it("is not available on other sites and names a wrong column", async () => {
    const off = await bravo().post("/api/miscellaneous", {
      column_name: "valuation",
      lead_id: "x",
      data: {},
    });
    expect(off.status).toBe(404);
    expect((await json(off)).message).toBe(VALUATION_SAVE_OFF);
    const wrong = await alpha().post("/api/miscellaneous", {
      column_name: "price",
      lead_id: "x",
      data: {},
    });
    expect(Object.keys((await json(wrong)).errors ?? {})).toEqual(["column_name"]);
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
    expect((await json(missing)).message).toBe('path: "holden" names nothing on this site');
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
    expect(Object.keys(doc.components.schemas.LeadBody?.properties ?? {})).toEqual([
      "form",
      "fields",
      "client_id",
    ]);
  });
});
