"use client";

import {
  CHECKOUT_JOURNEY_STEPS,
  checkoutJourneyReducer,
  leadMessages,
  type PublicSiteSettings,
  startCheckoutJourney,
} from "@forecourt/core";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FieldDef, FormValues } from "@/components/forms/field-types";
import { FormFields } from "@/components/forms/form-field";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { useStoredDetails } from "@/components/forms/use-stored-details";
import { rememberUserDetails } from "@/components/forms/user-details";
import { ReturnPolicy } from "@/components/info/return-policy";
import Link from "@/components/link";
import type { CheckoutPaymentWording, CheckoutView } from "@/lib/checkout";
import { CarSummary } from "./car-summary";
import { JourneySteps, JourneySummary } from "./journey-parts";
import { PaymentPanel } from "./payment-panel";
import { ReservationConfirmation } from "./reservation-confirmation";
import {
  DETAIL_FIELDS,
  EXTRA_FIELDS,
  NOTICE_FIELD,
  OPT_IN_FIELD,
  reservationBody,
  reservationErrors,
  TERMS_FIELD,
} from "./reserve-fields";
import { type ReservationResult, submitReservation } from "./submit-reservation";
import { TermsLinks } from "./terms-links";

type Props = {
  site: PublicSiteSettings;
  view: CheckoutView;
  /** What the deposit costs and when, in core's one wording for the page, button and confirmation. */
  payment: CheckoutPaymentWording;
  /** Where the done step sends a shopper who asked about a trade-in or finance (null: not offered). */
  tradeInHref: string | null;
  financeHref: string;
  signInHref: string;
  /** Issue 36 §1: the car's Consumer Information Notice (NZ used cars), read and acknowledged. */
  notice?: React.ReactNode;
};

const FIELDS: Record<string, FieldDef[]> = { details: DETAIL_FIELDS, extras: EXTRA_FIELDS };

/** §2 /checkout-journey: the online purchase in steps, on core's journey reducer and the reservations API. */
export function CheckoutJourney(props: Props) {
  const { site, view } = props;
  const id = useId();
  const [journey, dispatch] = useReducer(checkoutJourneyReducer, undefined, startCheckoutJourney);
  const [values, setValues] = useState<FormValues>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The shared submit mechanism: one idempotency key per attempt, one send at a time, focus on
  // the first field in error (the journey reducer decides which step shows it).
  const submission = useFormSubmission(formRef);
  // Counts the answers to Continue / Pay, so focus moves to the heading (and the errors after it)
  // on each answer, but never while the shopper is typing.
  const [answered, setAnswered] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step = CHECKOUT_JOURNEY_STEPS[journey.step] ?? CHECKOUT_JOURNEY_STEPS[0];

  useStoredDetails(setValues);
  // Each new step (or a rejection) moves focus to its heading, so a screen reader hears where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new step or a new answer to a submit
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A rejected answer focuses its first field in error (as useFormSubmission does), else the heading.
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? headingRef.current)?.focus();
  }, [journey.step, answered]);

  const onChange = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    dispatch({ type: "edited", field: name });
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    await submitStep();
    setAnswered((n) => n + 1);
  };

  const submitStep = async () => {
    // A second press while paying sends nothing (the idempotency key would replay it anyway).
    if (journey.submitting) return;
    const errors = reservationErrors(site, view.car.id, values, props.notice != null);
    if (step.id !== "payment") return dispatch({ type: "next", errors });
    dispatch({ type: "submit" });
    if (Object.keys(errors).length) return dispatch({ type: "rejected", errors, banner: null });
    const body = reservationBody(view.car.id, values);
    const answered: { reference: string | null; refused: ReservationResult | null } = {
      reference: null,
      refused: null,
    };
    const sent = await submission.submit(async (key) => {
      const result = await submitReservation(body, key);
      if (!result.ok) {
        answered.refused = result;
        return result;
      }
      answered.reference = result.reference;
      return { ok: true };
    });
    if (!sent || answered.reference === null) {
      const refused = answered.refused;
      return dispatch({
        type: "rejected",
        errors: refused?.ok === false ? refused.errors : {},
        banner: refused?.ok === false ? refused.message : leadMessages.SUBMIT_ERROR,
      });
    }
    rememberUserDetails(body);
    dispatch({ type: "reserved", reference: answered.reference });
  };

  const next = [
    ...(values.trade_in === true && props.tradeInHref
      ? [{ label: "Value my trade-in", href: props.tradeInHref }]
      : []),
    ...(values.finance === true ? [{ label: "Apply for finance", href: props.financeHref }] : []),
  ];
  const hasErrors = Object.keys(journey.errors).length > 0 || journey.banner !== null;
  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]" data-testid="checkout-journey">
      <JourneySteps current={journey.step} />
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          Step {journey.step + 1} of {CHECKOUT_JOURNEY_STEPS.length}: {step.title}
        </h2>
        {step.id === "done" ? (
          <div className="mt-6">
            <ReservationConfirmation
              reference={journey.reference ?? ""}
              message={props.payment.confirmation}
              holdNotice={props.payment.holdNotice}
              carTitle={view.car.title}
              carHref={view.car.href}
              next={next}
            />
          </div>
        ) : (
          <form
            ref={formRef}
            onSubmit={onSubmit}
            noValidate
            aria-busy={journey.submitting}
            className="mt-6 space-y-6"
          >
            <div aria-live="assertive" className="empty:hidden">
              {hasErrors ? <ErrorSummary banner={journey.banner} errors={journey.errors} /> : null}
              {journey.banner && submission.httpStatus === 401 ? (
                <Link
                  href={props.signInHref}
                  className="mt-2 inline-block font-semibold text-brand underline"
                >
                  Sign in to continue
                </Link>
              ) : null}
            </div>
            {step.id === "car" ? (
              <div className="grid gap-6 md:grid-cols-2">
                <CarSummary car={view.car} headingLevel={3} />
                <div className="space-y-4">
                  <p className="text-gray-800">{props.payment.journeyIntro}</p>
                  {view.returnPolicy ? <ReturnPolicy /> : null}
                </div>
              </div>
            ) : null}
            {FIELDS[step.id] ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormFields
                  fields={FIELDS[step.id] ?? []}
                  idPrefix={id}
                  values={values}
                  errors={journey.errors}
                  onChange={onChange}
                />
              </div>
            ) : null}
            {step.id === "payment" ? (
              <>
                <JourneySummary view={view} values={values} />
                <PaymentPanel
                  amountText={view.amountText}
                  methods={view.paymentMethods}
                  payment={props.payment}
                />
                <div className="grid gap-3">
                  {props.notice}
                  <FormFields
                    fields={
                      props.notice != null
                        ? [NOTICE_FIELD, TERMS_FIELD, OPT_IN_FIELD]
                        : [TERMS_FIELD, OPT_IN_FIELD]
                    }
                    idPrefix={id}
                    values={values}
                    errors={journey.errors}
                    onChange={onChange}
                  />
                  <TermsLinks links={view.termsLinks} />
                </div>
              </>
            ) : null}
            <div className="flex flex-wrap gap-3">
              {journey.step > 0 ? (
                <button
                  type="button"
                  onClick={() => dispatch({ type: "back" })}
                  disabled={journey.submitting}
                  className="rounded border border-brand bg-white px-5 py-3 font-semibold text-brand"
                >
                  Back
                </button>
              ) : null}
              <button
                type="submit"
                disabled={journey.submitting}
                className={`rounded px-6 py-3 font-bold text-white disabled:opacity-60 ${
                  step.id === "payment" ? "bg-green-700" : "bg-brand"
                }`}
              >
                {journey.submitting ? (
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
                    />
                    Submitting…
                  </span>
                ) : step.id === "payment" ? (
                  props.payment.submitLabel
                ) : (
                  "Continue"
                )}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
