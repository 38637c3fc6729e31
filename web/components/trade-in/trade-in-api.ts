import type { TradeInAnswers } from "@forecourt/core";
import type { RegoVehicle } from "@forecourt/core/use-cases/look-up-rego";
import type { TradeInValuation as Valuation } from "@forecourt/core/use-cases/value-trade-in";

/** Calls to the API's §3/§4 trade-in routes (trade-in lead creation, rego lookup, valuation, adjustments, acceptance). */

export type ApiFailure = { ok: false; message: string; errors: Record<string, string> };
export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

export type TradeInView = {
  id: string;
  offer_price: number | null;
  offer_accepted: boolean;
  form_completed: boolean;
  lead_id: string | null;
};
/** What the valuation and rego look-up answer: the use cases' own types (issue 31). */
export type { RegoVehicle, Valuation };

async function call<T>(path: string, init: RequestInit, fallback: string): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      ...init,
      headers: { "content-type": "application/json", ...(init.headers ?? {}) },
    });
    const body = (await response.json().catch(() => null)) as
      | (T & { message?: string; errors?: Record<string, string> })
      | null;
    if (response.ok && body) return { ok: true, value: body };
    return { ok: false, message: body?.message ?? fallback, errors: body?.errors ?? {} };
  } catch {
    return { ok: false, message: fallback, errors: {} };
  }
}

const post = <T>(path: string, body: unknown, fallback: string, idempotencyKey?: string) =>
  call<T>(
    path,
    {
      method: "POST",
      body: JSON.stringify(body),
      ...(idempotencyKey ? { headers: { "idempotency-key": idempotencyKey } } : {}),
    },
    fallback,
  );

export function createTradeIn(
  body: {
    rego: string;
    /** Australian sites only (issue 18: NZ plates have no state). */
    regoState?: string;
    car_id?: string;
    url: string;
    user_agent: string;
    lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  },
  fallback: string,
  /** The attempt's key (useFormSubmission keeps it for every retry of the attempt). */
  idempotencyKey?: string,
) {
  return post<TradeInView>("/api/trade-in", body, fallback, idempotencyKey);
}

/** The lookup by plate, with its state on an Australian site ("" leaves it out). */
export function lookUpRego(rego: string, state: string, fallback: string) {
  const q = new URLSearchParams(state ? { rego, state } : { rego });
  return call<RegoVehicle>(`/api/trade-in/rego?${q}`, { method: "GET" }, fallback);
}

export function valueTradeIn(
  id: string,
  vehicle: { year: number; make: string; model: string; km: number },
  fallback: string,
) {
  return post<Valuation>(`/api/trade-in/${encodeURIComponent(id)}/valuation`, vehicle, fallback);
}

export function saveAdjustments(id: string, adjustmentAnswers: TradeInAnswers, fallback: string) {
  return post<TradeInView>(
    `/api/trade-in/${encodeURIComponent(id)}/adjustments`,
    { adjustmentAnswers },
    fallback,
  );
}

export function acceptOffer(id: string, leadId: string, fallback: string) {
  return post<TradeInView>(
    `/api/trade-in/${encodeURIComponent(id)}/accept`,
    { lead_id: leadId },
    fallback,
  );
}

/**
 * §7 POST /api/miscellaneous: the valuation saved with column_name 'valuation', on the sites
 * that enable it. Success or failure is only logged (§8 'Failed to save valuation data').
 */
export async function saveValuation(id: string, valuation: Valuation): Promise<boolean> {
  const saved = await post<{ success: boolean }>(
    "/api/miscellaneous",
    {
      column_name: "valuation",
      lead_id: id,
      data: {
        available: valuation.available,
        estimate_low: valuation.estimate_low,
        estimate_high: valuation.estimate_high,
        market_range_min: valuation.market_range_min,
        market_range_max: valuation.market_range_max,
      },
    },
    "Failed to save valuation data",
  );
  if (saved.ok && saved.value.success) {
    console.info("Valuation data saved");
    return true;
  }
  console.error("Failed to save valuation data");
  return false;
}
