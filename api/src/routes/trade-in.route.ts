import type { Car, Country, StoredTradeInLead } from "@forecourt/core";
import { ANALYTICS_EVENTS } from "@forecourt/core/leads/analytics-events";
import { compactPlate, regoLookupKey } from "@forecourt/core/leads/rego-lookup";
import { offerToAccept, onlineEstimateAvailable } from "@forecourt/core/leads/trade-in";
import {
  acceptanceOutcome,
  LEAD_NOT_FOR_TRADE_IN,
  leadIsForTradeIn,
  TRADE_IN_ACCEPTED,
  tradeInIsOpen,
} from "@forecourt/core/leads/trade-in-acceptance";
import { tradeInEstimate, tradeInOffer } from "@forecourt/core/leads/trade-in-offer";
import { valuationBase } from "@forecourt/core/leads/trade-in-record";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { jsonBody, jsonOk } from "./openapi-helpers";
import {
  AcceptBody,
  AdjustmentsBody,
  LEAD_NOT_FOUND,
  NO_MARKET_DATA,
  NO_OFFER_TO_ACCEPT,
  NO_ONLINE_ESTIMATE,
  REGO_NOT_FOUND,
  RegoQuery,
  RegoVehicle,
  TRADE_IN_NOT_FOUND,
  TradeInCreateBody,
  TradeInIdParam,
  TradeInView,
  ValuationBody,
  ValuationResult,
} from "./trade-in.schema";

function view(t: StoredTradeInLead) {
  const offer = t.data.offer_price;
  return {
    id: t.id,
    offer_price: typeof offer === "number" ? offer : null,
    offer_accepted: t.offerAccepted,
    form_completed: t.formCompleted,
    lead_id: t.leadId,
  };
}

/** Issue 30 §8: the answer once the offer is accepted (problem+json, as every error). */
const ACCEPTED_CONFLICT = { description: TRADE_IN_ACCEPTED };

/** Above core's MIN_MARKET_PRICE so the comparison runs; never shown. */
const NOMINAL_LISTING_PRICE = 1_000;

/**
 * The rego and state checked for the site's country (AU: state and plate; NZ: plate only). A
 * refusal names the field as the request does: the lookup's query calls the state `state`, the
 * trade-in body `regoState`.
 */
function checkedRego(
  country: Country,
  rego: string | undefined,
  state: string | undefined,
  stateField: "state" | "regoState",
) {
  const checked = regoLookupKey(country, { rego, state });
  if (!checked.ok) {
    throw ApiError.field(checked.field === "regoState" ? stateField : checked.field, checked.error);
  }
  return checked.key;
}

/** §3/§4 trade-in: create, rego lookup, valuation (7-year / 100,000 km rule), adjustments, offer acceptance. */
export function tradeInRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  // Issue 30 §9: anonymous writes (and rego look-ups), limited per client.
  // Each path by name (the OpenAPI document lists 429 on these); a request matches one of them.
  const limits = guards.writeLimits("trade-in");
  for (const path of ["", "/rego", "/:id/valuation", "/:id/adjustments", "/:id/accept"]) {
    app.use(`/trade-in${path}`, ...limits);
  }
  const mustGet = async (site: string, id: string) => {
    const found = await deps.tradeIns.get(site, id);
    if (!found) throw new ApiError("NOT_FOUND", TRADE_IN_NOT_FOUND);
    return found;
  };
  /** The trade-in, while its offer is not yet accepted (issue 30 §8: then it is frozen, 409). */
  const mustGetOpen = async (site: string, id: string) => {
    const found = await mustGet(site, id);
    if (!tradeInIsOpen(found)) throw new ApiError("CONFLICT", TRADE_IN_ACCEPTED);
    return found;
  };
  /** Merges into an open trade-in; the store refuses one accepted meanwhile, answered as above. */
  const updateOpen = async (site: string, id: string, data: Record<string, unknown>, now: Date) => {
    const updated = await deps.tradeIns.update(site, id, data, now);
    if (updated) return updated;
    await mustGetOpen(site, id);
    throw new ApiError("CONFLICT", TRADE_IN_ACCEPTED);
  };

  app.openapi(
    createRoute({
      method: "post",
      path: "/trade-in",
      operationId: "startTradeIn",
      tags: ["Trade-in"],
      summary: "Start a trade-in lead for a rego (source 'Website')",
      request: jsonBody(TradeInCreateBody),
      responses: jsonOk(TradeInView),
    }),
    async (c) => {
      const { rego, regoState, ...body } = c.req.valid("json");
      const site = c.get("site");
      const key = checkedRego(site.country, rego, regoState, "regoState");
      const created = await deps.tradeIns.create(
        site.slug,
        {
          ...body,
          rego: rego?.trim().toUpperCase(),
          ...(key.state ? { regoState: key.state } : {}),
          source: "Website",
          offer_accepted: false,
          form_completed: false,
        },
        guards.now(),
      );
      return c.json(view(created), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/trade-in/rego",
      operationId: "lookUpRego",
      tags: ["Trade-in"],
      summary: "Look up a vehicle by registration in this dealer's own records",
      request: { query: RegoQuery },
      responses: jsonOk(RegoVehicle),
    }),
    async (c) => {
      const { rego, state } = c.req.valid("query");
      const site = c.get("site");
      const wanted = checkedRego(site.country, rego, state, "state").plate;
      const cars = await deps.stock.list(site.slug);
      const car = cars.find((k) => k.regplate && compactPlate(k.regplate) === wanted);
      if (!car) throw new ApiError("NOT_FOUND", REGO_NOT_FOUND);
      return c.json(
        {
          rego: wanted,
          year: car.year ?? null,
          make: car.make ?? null,
          model: car.model ?? null,
          badge: car.badge ?? null,
          km: car.km ?? null,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/trade-in/{id}/valuation",
      operationId: "valueTradeIn",
      tags: ["Trade-in"],
      summary:
        "Value the trade vehicle from comparable stock; none online over 7 years or 100,000 km",
      request: { params: TradeInIdParam, ...jsonBody(ValuationBody) },
      responses: { ...jsonOk(ValuationResult), 409: ACCEPTED_CONFLICT },
    }),
    async (c) => {
      const site = c.get("site").slug;
      const { id } = c.req.valid("param");
      const vehicle = c.req.valid("json");
      await mustGetOpen(site, id);
      const now = guards.now();
      const none = {
        offer_price: null,
        estimate_low: null,
        estimate_high: null,
        market_range_min: null,
        market_range_max: null,
      };
      if (!onlineEstimateAvailable(vehicle, now)) {
        await updateOpen(site, id, { vehicle, estimate: null, offer_price: null }, now);
        return c.json({ available: false, message: NO_ONLINE_ESTIMATE, ...none }, 200);
      }
      // The market range comes from comparable stock alone; the port still wants a listing
      // price (it also places that price in the range), so a nominal one is passed and
      // only the range is read.
      const like = { id: `trade-in-${id}`, ...vehicle, price: NOMINAL_LISTING_PRICE } as Car;
      const market = await deps.marketPrice.compare(site, like);
      const low = market?.market_range_min ?? null;
      const high = market?.market_range_max ?? null;
      if (low === null || !(low > 0)) {
        await updateOpen(site, id, { vehicle, estimate: null, offer_price: null }, now);
        return c.json({ available: false, message: NO_MARKET_DATA, ...none }, 200);
      }
      // The base is the low end of the market range (the dealer still has to recondition and
      // sell); the answers to the adjustment questions then set the offer inside the estimate.
      const estimate = tradeInEstimate(low);
      // Kept as `estimate`, apart from the `valuation` column the page saves through §7
      // /api/miscellaneous, so nothing a page posts can move the offer.
      const estimateRecord = {
        base: low,
        estimate_low: estimate.low,
        estimate_high: estimate.high,
        market_range_min: low,
        market_range_max: high,
      };
      // No offer until the questions are answered: answers given before a new valuation are re-asked.
      await updateOpen(
        site,
        id,
        { vehicle, estimate: estimateRecord, offer_price: null, adjustmentAnswers: null },
        now,
      );
      return c.json(
        {
          available: true,
          message: null,
          offer_price: null,
          estimate_low: estimate.low,
          estimate_high: estimate.high,
          market_range_min: low,
          market_range_max: high,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/trade-in/{id}/adjustments",
      operationId: "adjustTradeIn",
      tags: ["Trade-in"],
      summary: "Record the answers to the adjustment questions; they set the offer (§4)",
      request: { params: TradeInIdParam, ...jsonBody(AdjustmentsBody) },
      responses: { ...jsonOk(TradeInView), 409: ACCEPTED_CONFLICT },
    }),
    async (c) => {
      const site = c.get("site").slug;
      const { id } = c.req.valid("param");
      const { adjustmentAnswers } = c.req.valid("json");
      const tradeIn = await mustGetOpen(site, id);
      // The answers move the offer (§4); without a valuation there is no offer to move.
      const base = valuationBase(tradeIn.data);
      const offer_price = base === null ? null : tradeInOffer(base, adjustmentAnswers);
      const updated = await updateOpen(
        site,
        id,
        {
          adjustmentAnswers,
          offer_price: offer_price !== null && offer_price > 0 ? offer_price : null,
        },
        guards.now(),
      );
      return c.json(view(updated), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/trade-in/{id}/accept",
      operationId: "acceptTradeInOffer",
      tags: ["Trade-in"],
      summary: "Accept the offer: marks offer_accepted and form_completed (§3)",
      request: { params: TradeInIdParam, ...jsonBody(AcceptBody) },
      responses: { ...jsonOk(TradeInView), 409: ACCEPTED_CONFLICT },
    }),
    async (c) => {
      const site = c.get("site").slug;
      const { id } = c.req.valid("param");
      const { lead_id } = c.req.valid("json");
      const tradeIn = await mustGet(site, id);
      const lead = await deps.leads.get(site, lead_id);
      if (!lead) throw ApiError.field("lead_id", LEAD_NOT_FOUND);
      // Issue 30 §8: only the enquiry sent for this trade-in accepts its offer, and only once.
      if (!leadIsForTradeIn(lead, id)) throw ApiError.field("lead_id", LEAD_NOT_FOR_TRADE_IN);
      const outcome = acceptanceOutcome(tradeIn, lead_id);
      if (outcome === "already") return c.json(view(tradeIn), 200);
      if (outcome === "refused") throw new ApiError("CONFLICT", TRADE_IN_ACCEPTED);
      if (offerToAccept(tradeIn.data) === null)
        throw ApiError.field("offer_price", NO_OFFER_TO_ACCEPT);
      const now = guards.now();
      const accepted = await deps.tradeIns.acceptOffer(site, id, lead_id, now);
      // Null here: accepted meanwhile with another enquiry (or gone with its site).
      if (!accepted) throw new ApiError("CONFLICT", TRADE_IN_ACCEPTED);
      await deps.analytics
        .record(site, ANALYTICS_EVENTS.offerAccepted, { trade_in_id: id }, now)
        .catch(() => undefined); // §7 analytics failures are ignored
      return c.json(view(accepted), 200);
    },
  );
  return app;
}
