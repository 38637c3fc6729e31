"use client";

import type { ReservePaymentWording, SiteConfig } from "@forecourt/core";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FormValues } from "@/components/forms/field-types";
import { FormFields } from "@/components/forms/form-field";
import { useStoredDetails } from "@/components/forms/use-stored-details";
import { rememberUserDetails } from "@/components/forms/user-details";
import type { CheckoutView } from "@/lib/checkout";
import { PaymentPanel } from "./payment-panel";
import { ReservationConfirmation } from "./reservation-confirmation";
import {
  DETAIL_FIELDS,
  OPT_IN_FIELD,
  reservationBody,
  reservationErrors,
  TERMS_FIELD,
} from "./reserve-fields";
import { submitReservation } from "./submit-reservation";
import { TermsLinks } from "./terms-links";

type Props = {
  site: SiteConfig;
  view: CheckoutView;
  /** What the deposit costs and when, in core's one wording for the page, button and confirmation. */
  payment: ReservePaymentWording;
  /** Where a signed-out shopper signs in when the API asks for it (gated checkout). */
  signInHref: string;
};

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "invalid"; errors: Record<string, string>; banner: string | null; status: number }
  | { kind: "done"; reference: string };

/**
 * The reserve / buy-online form: contact details and postcode, the reserve amount and card
 * strip, the §5 terms box, then POST /api/reservations and a confirmation with the reference.
 */
export function ReserveForm({ site, view, payment, signInHref }: Props) {
  const id = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  // One key per checkout: a retried submit after a lost answer replays the same reservation.
  const key = useRef<string | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  useStoredDetails(setValues);
  useEffect(() => {
    if (status.kind === "invalid") summaryRef.current?.focus();
  }, [status]);

  const onChange = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (status.kind === "invalid" && status.errors[name]) {
      const { [name]: _, ...rest } = status.errors;
      setStatus({ ...status, errors: rest });
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (status.kind === "submitting") return;
    const errors = reservationErrors(site, view.car.id, values);
    if (Object.keys(errors).length) {
      return setStatus({ kind: "invalid", errors, banner: null, status: 400 });
    }
    setStatus({ kind: "submitting" });
    key.current ??= crypto.randomUUID();
    const body = reservationBody(view.car.id, values);
    const result = await submitReservation(body, key.current);
    if (!result.ok) {
      return setStatus({
        kind: "invalid",
        errors: result.errors,
        banner: result.message,
        status: result.status,
      });
    }
    rememberUserDetails(body);
    setStatus({ kind: "done", reference: result.reference });
  };

  if (status.kind === "done") {
    return (
      <ReservationConfirmation
        reference={status.reference}
        message={payment.confirmation}
        carTitle={view.car.title}
        carHref={view.car.href}
      />
    );
  }

  const errors = status.kind === "invalid" ? status.errors : {};
  const submitting = status.kind === "submitting";
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={submitting}
      className="space-y-6"
      data-testid="reserve-form"
    >
      <div ref={summaryRef} tabIndex={-1} aria-live="assertive" className="empty:hidden">
        {status.kind === "invalid" ? (
          <>
            <ErrorSummary banner={status.banner} errors={errors} />
            {status.status === 401 ? (
              <Link
                href={signInHref}
                className="mt-2 inline-block font-semibold text-brand underline"
              >
                Sign in to continue
              </Link>
            ) : status.status === 404 || status.status === 409 ? (
              <Link
                href={view.car.href}
                className="mt-2 inline-block font-semibold text-brand underline"
              >
                Back to the car
              </Link>
            ) : null}
          </>
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
        <FormFields
          fields={[TERMS_FIELD, OPT_IN_FIELD]}
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
