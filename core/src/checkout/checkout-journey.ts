/**
 * §2 /checkout-journey?car_id={slug}: the online purchase as a short stepped journey. The spec
 * shows no steps; ours are the car and price, the shopper's details, trade-in and finance
 * interest, the reserve payment, then done. Each step owns the fields it asks, so an error
 * (from core's validateLead or the API) sends the shopper back to the step that asked it.
 */
export const CHECKOUT_JOURNEY_STEPS = [
  { id: "car", title: "Your car", fields: [] },
  {
    id: "details",
    title: "Your details",
    fields: ["name", "last_name", "email", "phone", "postcode"],
  },
  { id: "extras", title: "Trade-in and finance", fields: ["trade_in", "finance", "message"] },
  {
    id: "payment",
    title: "Reserve the car",
    // cin_acknowledged: a NZ used car's Consumer Information Notice (issue 36 §1).
    fields: ["terms_conditions", "terms", "car_id", "cin_acknowledged"],
  },
  { id: "done", title: "Done", fields: [] },
] as const satisfies ReadonlyArray<{ id: string; title: string; fields: readonly string[] }>;

export type CheckoutStepId = (typeof CHECKOUT_JOURNEY_STEPS)[number]["id"];

/** Field → message, as validateLead and the API's 400 answer give them. */
export type JourneyErrors = Record<string, string>;

export interface CheckoutJourney {
  /** Index into CHECKOUT_JOURNEY_STEPS. */
  step: number;
  /** The errors shown on the current step. */
  errors: JourneyErrors;
  /** A form-level message (payment refused, car gone, network). */
  banner: string | null;
  submitting: boolean;
  reference: string | null;
}

export type CheckoutJourneyEvent =
  /** Go on; `errors` are every current error, of which only this step's hold it back. */
  | { type: "next"; errors: JourneyErrors }
  | { type: "back" }
  /** The shopper changed a field: its error is answered. */
  | { type: "edited"; field: string }
  | { type: "submit" }
  | { type: "reserved"; reference: string }
  /** Errors from a final check or the API: back to the first step that asked a field in error. */
  | { type: "rejected"; errors: JourneyErrors; banner: string | null };

const LAST_INPUT_STEP = CHECKOUT_JOURNEY_STEPS.length - 2;
const DONE_STEP = CHECKOUT_JOURNEY_STEPS.length - 1;

export function startCheckoutJourney(): CheckoutJourney {
  return { step: 0, errors: {}, banner: null, submitting: false, reference: null };
}

/** The step that asks `field`, or -1 when no step does (e.g. an error about the whole request). */
function ownerOf(field: string): number {
  return CHECKOUT_JOURNEY_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
}

/** The errors among `errors` that belong to step `step`. */
export function stepErrors(step: number, errors: JourneyErrors): JourneyErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => ownerOf(field) === step));
}

/** The first step asking one of the fields in error; the payment step when no step asks any. */
export function firstStepWithErrors(errors: JourneyErrors): number {
  const owners = Object.keys(errors)
    .map(ownerOf)
    .filter((i) => i >= 0);
  return owners.length ? Math.min(...owners) : LAST_INPUT_STEP;
}

/** The journey as a pure reducer: events that do not fit the current state change nothing. */
export function checkoutJourneyReducer(
  journey: CheckoutJourney,
  event: CheckoutJourneyEvent,
): CheckoutJourney {
  if (journey.step === DONE_STEP) return journey;
  switch (event.type) {
    case "next": {
      if (journey.step >= LAST_INPUT_STEP || journey.submitting) return journey;
      const here = stepErrors(journey.step, event.errors);
      if (Object.keys(here).length > 0) return { ...journey, errors: here, banner: null };
      return { ...journey, step: journey.step + 1, errors: {}, banner: null };
    }
    case "edited": {
      if (!(event.field in journey.errors)) return journey;
      const { [event.field]: _, ...errors } = journey.errors;
      return { ...journey, errors };
    }
    case "back":
      if (journey.step === 0 || journey.submitting) return journey;
      return { ...journey, step: journey.step - 1, errors: {}, banner: null };
    case "submit":
      if (journey.step !== LAST_INPUT_STEP || journey.submitting) return journey;
      return { ...journey, submitting: true, errors: {}, banner: null };
    case "reserved":
      if (!journey.submitting) return journey;
      return { ...journey, step: DONE_STEP, submitting: false, reference: event.reference };
    case "rejected": {
      const step = firstStepWithErrors(event.errors);
      // Errors no step asks about (the request as a whole) are shown wherever the shopper lands.
      const shown = Object.fromEntries(
        Object.entries(event.errors).filter(([f]) => [step, -1].includes(ownerOf(f))),
      );
      return { ...journey, step, submitting: false, errors: shown, banner: event.banner };
    }
  }
}
