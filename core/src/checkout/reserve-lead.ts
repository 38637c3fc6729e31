import type { ValidLead } from "../leads/validate-lead";
import type { Car } from "../schemas/car";
import type { ReservePaymentWording } from "./reserve-payment-wording";

/**
 * What the shopper tells the checkout (the reserve form and the online purchase journey), as
 * sent: validateLead("reserve") decides what is missing or wrong, with the spec's messages.
 */
export interface ReserveRequest {
  name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  postcode?: string | number | undefined;
  /** The §5 terms checkbox, as sent. */
  terms?: unknown;
  opt_in?: boolean | undefined;
  message?: string | undefined;
  /** The journey's step 3: the shopper has a car to trade in / wants finance. */
  trade_in?: boolean | undefined;
  finance?: boolean | undefined;
  /** The page the request came from. */
  url?: string | undefined;
}

/** Labels of the checkout's own answers in the lead (ADF comments and the e-mail). */
export const RESERVE_LEAD_LABELS = {
  tradeIn: "Has a car to trade in",
  finance: "Interested in finance",
} as const;

const yes = (v: boolean | undefined) => (v === true ? "Yes" : undefined);

/**
 * The raw fields of the reserve lead for core's validateLead("reserve"): the shopper's answers
 * plus the car's own routing fields, read from the stored car rather than trusted from the client.
 */
export function reserveLeadFields(request: ReserveRequest, car: Car): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    name: request.name,
    last_name: request.last_name,
    email: request.email,
    phone: request.phone,
    postcode: request.postcode,
    terms_conditions: request.terms,
    opt_in: request.opt_in === true,
    message: request.message,
    url: request.url,
    car_id: car.id,
    stock_number: car.stocknum ?? undefined,
    "Vehicle Make": car.make ?? undefined,
    "Vehicle Model": car.model ?? undefined,
    car_type: car.car_type ?? undefined,
    vehicle_status: car.status ?? undefined,
    location_id: car.location?.id ?? car.location_id ?? undefined,
    [RESERVE_LEAD_LABELS.tradeIn]: yes(request.trade_in),
    [RESERVE_LEAD_LABELS.finance]: yes(request.finance),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/**
 * The validated reserve lead with the deposit and the reference, once the reservation is made:
 * the deposit line says what the shopper was told (paid by card, or to be paid at the dealership).
 */
export function withReservationPayment(
  lead: ValidLead,
  payment: { wording: ReservePaymentWording["lead"]; reference: string },
): ValidLead {
  const { wording, reference } = payment;
  return {
    ...lead,
    extra: {
      ...lead.extra,
      [wording.depositLabel]: wording.depositValue,
      [wording.referenceLabel]: reference,
    },
  };
}
