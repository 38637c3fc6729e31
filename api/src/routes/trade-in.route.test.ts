import {
  NZ_PLATE_HAS_NO_STATE,
  NZ_PLATE_INVALID,
  REGO_INVALID,
  REGO_STATE_INVALID,
} from "@forecourt/core/leads/messages";
import {
  LEAD_NOT_FOR_TRADE_IN,
  TRADE_IN_ACCEPTED,
} from "@forecourt/core/leads/trade-in-acceptance";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, goodLead, type Harness, harness, site } from "../test-support/harness";
import { VALUATION_SAVE_OFF } from "./miscellaneous.schema";
import { NO_OFFER_TO_ACCEPT, NO_ONLINE_ESTIMATE, REGO_NOT_FOUND } from "./trade-in.schema";

let h: Harness;
beforeAll(async () => {
  h = await harness({}, [
    site("alpha", { features: { saveValuation: true } }),
    site("bravo"),
    site("kiwi", { country: "NZ" }),
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
/** The trade-in enquiry the journey's contact form sends for the trade-in `id`. */
const tradeInLeadFor = (id: string) => ({
  form: "trade-in",
  fields: { ...goodLead.fields, Rego: "XYZ123", postcode: "4000", trade_in_lead_id: id },
});
const goodAnswers = {
  condition: "Good",
  accident_damage: "No",
  finance_owing: "No",
  service_history: "Full",
  photos_count: 2,
};

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
    const lead = await json(await alpha().post("/api/leads", tradeInLeadFor(id as string)));
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
    const miss = await alpha().get("/api/trade-in/rego?rego=ZZZ999&state=QLD");
    expect(miss.status).toBe(404);
    expect((await json(miss)).message).toBe(REGO_NOT_FOUND);
    const bad = await alpha().get("/api/trade-in/rego?rego=%3Cscript%3E&state=QLD");
    expect((await json(bad)).errors).toEqual({ rego: REGO_INVALID });
  });

  it("an Australian site looks a rego up by state and plate: no state is refused, naming it", async () => {
    const noState = await alpha().get("/api/trade-in/rego?rego=abc101");
    expect(noState.status).toBe(400);
    expect((await json(noState)).errors).toEqual({ state: REGO_STATE_INVALID });
    const start = await alpha().post("/api/trade-in", { rego: "ABC101" });
    expect((await json(start)).errors).toEqual({ regoState: REGO_STATE_INVALID });
    const kiwiState = await alpha().post("/api/trade-in", { rego: "ABC101", regoState: "AUK" });
    expect((await json(kiwiState)).errors).toEqual({ regoState: REGO_STATE_INVALID });
  });

  it("a New Zealand site looks a plate up without a state and keeps none on the trade-in", async () => {
    expect(await json(await kiwi().get("/api/trade-in/rego?rego=abc%20101"))).toMatchObject({
      rego: "ABC101",
      make: "Toyota",
    });
    const withState = await kiwi().get("/api/trade-in/rego?rego=ABC101&state=QLD");
    expect((await json(withState)).errors).toEqual({ state: NZ_PLATE_HAS_NO_STATE });
    const long = await kiwi().get("/api/trade-in/rego?rego=ABC1234");
    expect((await json(long)).errors).toEqual({ rego: NZ_PLATE_INVALID });

    const created = await json(await kiwi().post("/api/trade-in", { rego: "kx 4821" }));
    expect(created).toMatchObject({ offer_accepted: false });
    const stored = await h.store.tradeIns.get("kiwi", created.id as string);
    expect(stored?.data).toMatchObject({ rego: "KX 4821", source: "Website" });
    expect(stored?.data).not.toHaveProperty("regoState");
    const refused = await kiwi().post("/api/trade-in", { rego: "KX4821", regoState: "NSW" });
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors).toEqual({ regoState: NZ_PLATE_HAS_NO_STATE });
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

describe("accepted trade-ins are frozen and accept binds to the trade-in's own lead (issue 30 §8)", () => {
  const corolla = { year: 2022, make: "Toyota", model: "Corolla", km: 30_000 };
  /** A trade-in valued and answered, so it has an offer to accept. */
  const offered = async () => {
    const { id } = await json(
      await alpha().post("/api/trade-in", { rego: "FRZ1", regoState: "QLD" }),
    );
    await alpha().post(`/api/trade-in/${id}/valuation`, corolla);
    const answered = await json(
      await alpha().post(`/api/trade-in/${id}/adjustments`, { adjustmentAnswers: goodAnswers }),
    );
    expect(answered.offer_price).toBeGreaterThan(0);
    return { id: id as string, offer: answered.offer_price as number };
  };

  it("refuses re-valuing, re-answering or saving a valuation once the offer is accepted (409)", async () => {
    const { id, offer } = await offered();
    const lead = await json(await alpha().post("/api/leads", tradeInLeadFor(id)));
    const accept = await alpha().post(`/api/trade-in/${id}/accept`, { lead_id: lead.lead_id });
    expect(accept.status).toBe(200);

    const revalue = await alpha().post(`/api/trade-in/${id}/valuation`, {
      year: 2025,
      make: "Toyota",
      model: "LandCruiser",
      km: 10,
    });
    expect(revalue.status).toBe(409);
    expect((await json(revalue)).message).toBe(TRADE_IN_ACCEPTED);
    const best = { ...goodAnswers, condition: "Excellent", photos_count: 5 };
    const readjust = await alpha().post(`/api/trade-in/${id}/adjustments`, {
      adjustmentAnswers: best,
    });
    expect(readjust.status).toBe(409);
    expect((await json(readjust)).message).toBe(TRADE_IN_ACCEPTED);
    const save = await alpha().post("/api/miscellaneous", {
      column_name: "valuation",
      lead_id: id,
      data: { low: 1 },
    });
    expect(save.status).toBe(409);

    const stored = await h.store.tradeIns.get("alpha", id);
    expect(stored).toMatchObject({ offerAccepted: true, leadId: lead.lead_id });
    expect(stored?.data).toMatchObject({ offer_price: offer, vehicle: corolla });
    expect(stored?.data).not.toHaveProperty("valuation");
    // A retry of the same acceptance answers as before; another enquiry for it cannot re-accept.
    const again = await alpha().post(`/api/trade-in/${id}/accept`, { lead_id: lead.lead_id });
    expect(await json(again)).toMatchObject({ offer_accepted: true, lead_id: lead.lead_id });
    const second = await json(await alpha().post("/api/leads", tradeInLeadFor(id)));
    const reaccept = await alpha().post(`/api/trade-in/${id}/accept`, { lead_id: second.lead_id });
    expect(reaccept.status).toBe(409);
    expect((await h.store.tradeIns.get("alpha", id))?.leadId).toBe(lead.lead_id);
  });

  it("refuses accepting with a lead of the site that was not sent for this trade-in (400 lead_id)", async () => {
    const { id } = await offered();
    const other = await offered();
    const general = await json(await alpha().post("/api/leads", goodLead));
    const othersLead = await json(await alpha().post("/api/leads", tradeInLeadFor(other.id)));
    for (const lead_id of [general.lead_id, othersLead.lead_id]) {
      const refused = await alpha().post(`/api/trade-in/${id}/accept`, { lead_id });
      expect(refused.status).toBe(400);
      expect((await json(refused)).errors).toEqual({ lead_id: LEAD_NOT_FOR_TRADE_IN });
    }
    expect(await h.store.tradeIns.get("alpha", id)).toMatchObject({
      offerAccepted: false,
      leadId: null,
    });
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
