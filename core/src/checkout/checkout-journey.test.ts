import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHECKOUT_JOURNEY_STEPS,
  type CheckoutJourney,
  type CheckoutJourneyEvent,
  checkoutJourneyReducer,
  firstStepWithErrors,
  startCheckoutJourney,
  stepErrors,
} from "./checkout-journey";

const run = (events: CheckoutJourneyEvent[], from = startCheckoutJourney()) =>
  events.reduce(checkoutJourneyReducer, from);
const ids = CHECKOUT_JOURNEY_STEPS.map((s) => s.id);
const stepId = (j: CheckoutJourney) => ids[j.step];

describe("the online purchase journey (/checkout-journey)", () => {
  it("has five steps: the car, your details, trade-in and finance, payment, done", () => {
    expect(ids).toEqual(["car", "details", "extras", "payment", "done"]);
  });

  it("a step with its own errors holds the shopper back; other steps' errors do not", () => {
    const atDetails = run([{ type: "next", errors: { terms_conditions: "x" } }]);
    expect(stepId(atDetails)).toBe("details");
    const held = run(
      [{ type: "next", errors: { email: "Please enter your email address." } }],
      atDetails,
    );
    expect(stepId(held)).toBe("details");
    expect(held.errors).toEqual({ email: "Please enter your email address." });
    const on = run([{ type: "next", errors: { terms_conditions: "x" } }], held);
    expect(stepId(on)).toBe("extras");
    expect(on.errors).toEqual({});
  });

  it("editing a field answers its error and leaves the others", () => {
    const held = run([
      { type: "next", errors: {} },
      { type: "next", errors: { name: "n", email: "e" } },
    ]);
    const edited = run([{ type: "edited", field: "name" }], held);
    expect(edited.errors).toEqual({ email: "e" });
    expect(run([{ type: "edited", field: "postcode" }], edited)).toBe(edited);
  });

  it("submits only from the payment step, then is done with the reference", () => {
    expect(run([{ type: "submit" }]).submitting).toBe(false);
    const atPayment = run([
      { type: "next", errors: {} },
      { type: "next", errors: {} },
      { type: "next", errors: {} },
    ]);
    expect(stepId(atPayment)).toBe("payment");
    expect(run([{ type: "next", errors: {} }], atPayment).step).toBe(atPayment.step);
    const sending = run([{ type: "submit" }], atPayment);
    expect(sending.submitting).toBe(true);
    expect(run([{ type: "back" }], sending).step).toBe(sending.step);
    const done = run([{ type: "reserved", reference: "LOCAL-9" }], sending);
    expect(stepId(done)).toBe("done");
    expect(done.reference).toBe("LOCAL-9");
    expect(run([{ type: "back" }], done)).toBe(done);
  });

  it("a rejection goes back to the first step that asked a field in error, with its banner", () => {
    const atPayment = run([
      { type: "next", errors: {} },
      { type: "next", errors: {} },
      { type: "next", errors: {} },
      { type: "submit" },
    ]);
    const back = run(
      [
        {
          type: "rejected",
          errors: {
            postcode: "Invalid postcode. Please enter a 4-digit number.",
            terms_conditions: "t",
          },
          banner: null,
        },
      ],
      atPayment,
    );
    expect(stepId(back)).toBe("details");
    expect(back.errors).toEqual({ postcode: "Invalid postcode. Please enter a 4-digit number." });
    const gone = run([{ type: "rejected", errors: {}, banner: "already reserved" }], atPayment);
    expect(stepId(gone)).toBe("payment");
    expect(gone).toMatchObject({ submitting: false, banner: "already reserved" });
    const whole = run(
      [{ type: "rejected", errors: { body: "Bad request" }, banner: null }],
      atPayment,
    );
    expect(whole.errors).toEqual({ body: "Bad request" });
  });

  it("stepErrors and firstStepWithErrors agree on who owns a field", () => {
    expect(stepErrors(1, { name: "a", terms_conditions: "b" })).toEqual({ name: "a" });
    expect(firstStepWithErrors({ terms_conditions: "b", message: "c" })).toBe(2);
    expect(firstStepWithErrors({ unknown: "x" })).toBe(3);
  });

  it("property: the step stays within the journey and only 'reserved' reaches done", () => {
    const event: fc.Arbitrary<CheckoutJourneyEvent> = fc.oneof(
      fc.record({
        type: fc.constant("next" as const),
        errors: fc.dictionary(
          fc.constantFrom("name", "email", "message", "terms_conditions"),
          fc.string(),
        ),
      }),
      fc.constant({ type: "back" as const }),
      fc.constant({ type: "submit" as const }),
      fc.record({ type: fc.constant("reserved" as const), reference: fc.string({ minLength: 1 }) }),
      fc.record({
        type: fc.constant("rejected" as const),
        errors: fc.dictionary(fc.constantFrom("postcode", "body"), fc.string()),
        banner: fc.option(fc.string(), { nil: null }),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let journey = startCheckoutJourney();
        for (const e of events) {
          const next = checkoutJourneyReducer(journey, e);
          expect(next.step).toBeGreaterThanOrEqual(0);
          expect(next.step).toBeLessThan(CHECKOUT_JOURNEY_STEPS.length);
          if (stepId(next) === "done" && stepId(journey) !== "done") {
            expect(e.type).toBe("reserved");
            expect(journey.submitting).toBe(true);
          }
          journey = next;
        }
      }),
    );
  });
});
