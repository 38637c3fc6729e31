"use client";

import type { PublicSiteSettings } from "@forecourt/core";
import { useEffect, useId, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FormValues } from "@/components/forms/field-types";
import { FormFields } from "@/components/forms/form-field";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { useStoredDetails } from "@/components/forms/use-stored-details";
import { rememberUserDetails } from "@/components/forms/user-details";
import Link from "@/components/link";
import { rememberPending, takePending } from "@/lib/account/pending-action";
import type { CheckoutPaymentWording, CheckoutView } from "@/lib/checkout";
import { PaymentPanel } from "./payment-panel";
import { ReservationConfirmation } from "./reservation-confirmation";
import {
  DETAIL_FIELDS,
  NOTICE_FIELD,
  OPT_IN_FIELD,
  reservationBody,
  reservationErrors,
  TERMS_FIELD,
} from "./reserve-fields";
import { submitReservation } from "./submit-reservation";
import { TermsLinks } from "./terms-links";

/** The pending-action kind of a reservation started while signed out. */
const PENDING = "reserve";

type Props = {
  site: PublicSiteSettings;
  view: CheckoutView;
  /** What the deposit costs and when, in core's one wording for the page, button and confirmation. */
  payment: CheckoutPaymentWording;
  /** Where a signed-out shopper signs in when the API asks for it (gated checkout). */
  signInHref: string;
  /** Issue 36 §1: the car's Consumer Information Notice (NZ used cars), to read and acknowledge. */
  notice?: React.ReactNode;
};

/**
 * The reserve / buy-online form: contact details and postcode, the reserve amount and card
 * strip, the §5 terms box, then POST /api/reservations and a confirmation with the reference.
 * It submits through the shared useFormSubmission (one idempotency key per attempt, errors
 * beside each field, focus to the first).
 */
export function ReserveForm({ site, view, payment, signInHref, notice }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useFormSubmission(formRef);
  const [values, setValues] = useState<FormValues>({});
  const [reference, setReference] = useState<string | null>(null);

  useStoredDetails(setValues);

  const onChange = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    submission.clearError(name);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void send(values);
  };

  const send = async (answers: FormValues) => {
    const errors = reservationErrors(site, view.car.id, answers, notice != null);
    if (Object.keys(errors).length) return submission.fail(errors);
    const body = reservationBody(view.car.id, answers);
    const answered: { reference: string | null } = { reference: null };
    const sent = await submission.submit(async (key) => {
      const result = await submitReservation(body, key);
      if (!result.ok && result.status === 401) rememberPending(PENDING, view.car.id, answers);
      if (!result.ok) return result;
      answered.reference = result.reference;
      return { ok: true };
    });
    if (!sent || answered.reference === null) return;
    rememberUserDetails(body);
    setReference(answered.reference);
  };

  // A reservation the API refused as signed out (401) was remembered for this tab; back here
  // signed in, it is sent again with the same answers, as the watchlist save is (issue 15 §3).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is on the page
  useEffect(() => {
    const pending = takePending<FormValues>(PENDING, view.car.id);
    if (!pending) return;
    setValues((v) => ({ ...v, ...pending }));
    void send(pending);
  }, [view.car.id]);

  if (reference !== null) {
    return (
      <ReservationConfirmation
        reference={reference}
        message={payment.confirmation}
        holdNotice={payment.holdNotice}
        carTitle={view.car.title}
        carHref={view.car.href}
      />
    );
  }

  const { errors, submitting, httpStatus } = submission;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-busy={submitting}
      className="space-y-6"
      data-testid="reserve-form"
    >
      <div aria-live="assertive" className="empty:hidden">
        {submission.status.kind === "invalid" ? (
          <ErrorSummary banner={submission.banner} errors={errors}>
            {httpStatus === 401 ? (
              <Link
                href={signInHref}
                className="mt-2 inline-block font-semibold text-brand underline"
              >
                Sign in to continue
              </Link>
            ) : httpStatus === 404 || httpStatus === 409 ? (
              <Link
                href={view.car.href}
                className="mt-2 inline-block font-semibold text-brand underline"
              >
                Back to the car
              </Link>
            ) : null}
          </ErrorSummary>
        ) : null}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">Your details</legend>
        <FormFields
          fields={DETAIL_FIELDS}
          idPrefix={id}
          values={values}
          errors={errors}
          onChange={onChange}
        />
      </fieldset>
      <PaymentPanel amountText={view.amountText} methods={view.paymentMethods} payment={payment} />
      <div className="grid gap-3">
        {notice}
        <FormFields
          fields={
            notice != null ? [NOTICE_FIELD, TERMS_FIELD, OPT_IN_FIELD] : [TERMS_FIELD, OPT_IN_FIELD]
          }
          idPrefix={id}
          values={values}
          errors={errors}
          onChange={onChange}
        />
        <TermsLinks links={view.termsLinks} />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded bg-green-700 px-6 py-4 text-lg font-bold text-white disabled:opacity-60 sm:w-auto"
      >
        {submitting ? (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-5 w-5 animate-spin rounded-full border-2 border-white border-t-transparent"
            />
            Submitting…
          </span>
        ) : (
          payment.submitLabel
        )}
      </button>
    </form>
  );
}
