"use client";

import { leadAnalyticsEvent } from "@forecourt/core/leads/analytics-events";
import { SUBMIT_ERROR } from "@forecourt/core/leads/messages";
import { useEffect, useId, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import { HONEYPOT_NAME, Honeypot, useSpamTraps } from "@/components/forms/spam-traps";
import { submitLead } from "@/components/forms/submit-lead";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { recordEvent } from "@/lib/shopper-store";

export type LeadContext = {
  site: string;
  car_id: string;
  stock_number: string | null;
  dealership_slug: string | null;
  location_id: string | null;
  make: string | null;
  model: string | null;
  car_type: string | null;
  vehicle_status: string | null;
  rego: string | null;
};

type Props = {
  context: LeadContext;
  commentsOptional: boolean;
  defaultForm: "enquiry" | "test-drive";
  sold: boolean;
  /** The test-drive form's name (core testDriveLabel: a site's "Book an inspection" for towed items). */
  testDriveLabel: string;
};

/** §2 enquiry block: the enquiry and test-drive forms, posted to the API's lead endpoint. */
export function EnquiryForms({
  context,
  commentsOptional,
  defaultForm,
  sold,
  testDriveLabel,
}: Props) {
  const [form, setForm] = useState<"enquiry" | "test-drive">(sold ? "enquiry" : defaultForm);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useFormSubmission(formRef);
  const traps = useSpamTraps();
  const id = useId();
  // The card's Book a Test Drive button links here with ?form=test-drive.
  useEffect(() => {
    if (!sold && new URLSearchParams(window.location.search).get("form") === "test-drive")
      setForm("test-drive");
  }, [sold]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()]
        .filter(([key]) => key !== HONEYPOT_NAME)
        .map(([key, value]) => [key, String(value)]),
    );
    const fields = {
      ...data,
      terms_conditions: data.terms_conditions === "on",
      opt_in: data.opt_in === "on",
      car_id: context.car_id,
      stock_number: context.stock_number,
      dealership_slug: context.dealership_slug,
      location_id: context.location_id,
      "Vehicle Make": context.make,
      "Vehicle Model": context.model,
      car_type: context.car_type,
      vehicle_status: context.vehicle_status,
      url: window.location.href,
    };
    const formName = sold
      ? "find-me-something-similar"
      : form === "test-drive"
        ? "test-drive"
        : "vehicle-enquiry";
    const sent = await submission.submit(async (idempotencyKey) => {
      const result = await submitLead(
        formName,
        fields,
        SUBMIT_ERROR,
        idempotencyKey,
        traps.answers(),
      );
      return result.ok
        ? { ok: true }
        : { ok: false, message: result.message, errors: result.errors };
    });
    if (sent) {
      // §7: 14 / 15 used enquiry, 17 / 48 used test drive, 22 for find-me-something-similar.
      const event = leadAnalyticsEvent(formName, context.car_type);
      if (event !== null) recordEvent(event, { form: formName, car_id: context.car_id });
    }
  };

  if (submission.done) {
    return (
      <div
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 p-6"
        data-testid="lead-success"
      >
        <h3 className="text-lg font-bold text-green-900">
          Thank you — your enquiry has been sent.
        </h3>
        <p className="mt-1 text-green-900">Our team will be in touch shortly.</p>
      </div>
    );
  }

  const errors = submission.errors;
  /** Each field's error beside it, named by the field through aria-describedby. */
  const errorId = (name: string) => `${id}-${name}-error`;
  const described = (name: string) =>
    errors[name]
      ? { "aria-invalid": true as const, "aria-describedby": errorId(name) }
      : { "aria-invalid": false as const };
  const fieldError = (name: string) =>
    errors[name] ? (
      <span id={errorId(name)} className="mt-1 block text-sm font-normal text-red-700">
        {errors[name]}
      </span>
    ) : null;
  const input = "mt-1 block w-full rounded border border-gray-300 px-3 py-2 font-normal";
  return (
    <div>
      {!sold ? (
        <div role="tablist" aria-label="Enquiry type" className="flex gap-2">
          {(["enquiry", "test-drive"] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              aria-selected={form === kind}
              onClick={() => setForm(kind)}
              className={`rounded px-4 py-2 text-sm font-semibold ${form === kind ? "bg-brand text-white" : "border border-gray-300"}`}
            >
              {kind === "enquiry" ? "Enquire Now" : testDriveLabel}
            </button>
          ))}
        </div>
      ) : null}
      <form
        ref={formRef}
        onSubmit={submit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        aria-describedby={`${id}-errors`}
        data-testid="enquiry-form"
        noValidate
      >
        <ErrorSummary id={`${id}-errors`} banner={submission.banner} errors={errors} />
        <Honeypot inputRef={traps.honeypot} />
        <div>
          <label className="block text-sm font-semibold">
            First name
            <input
              name="name"
              aria-required="true"
              autoComplete="given-name"
              className={input}
              {...described("name")}
            />
          </label>
          {fieldError("name")}
        </div>
        <label className="text-sm font-semibold">
          Last name
          <input name="last_name" autoComplete="family-name" className={input} />
        </label>
        <div>
          <label className="block text-sm font-semibold">
            Email
            <input
              name="email"
              type="email"
              aria-required="true"
              autoComplete="email"
              className={input}
              {...described("email")}
            />
          </label>
          {fieldError("email")}
        </div>
        <div>
          <label className="block text-sm font-semibold">
            Phone
            <input
              name="phone"
              type="tel"
              aria-required="true"
              autoComplete="tel"
              className={input}
              {...described("phone")}
            />
          </label>
          {fieldError("phone")}
        </div>
        {sold ? (
          <div>
            <label className="block text-sm font-semibold">
              Postcode
              <input
                name="postcode"
                inputMode="numeric"
                maxLength={4}
                aria-required="true"
                autoComplete="postal-code"
                className={input}
                {...described("postcode")}
              />
            </label>
            {fieldError("postcode")}
          </div>
        ) : null}
        {form === "test-drive" ? (
          <label className="text-sm font-semibold">
            Preferred date and time (optional)
            <input name="dateTime" type="datetime-local" className={input} />
          </label>
        ) : null}
        <div className="sm:col-span-2">
          <label className="block text-sm font-semibold">
            Comments{commentsOptional ? " (optional)" : ""}
            <textarea
              name="message"
              rows={4}
              aria-required={!commentsOptional}
              className={input}
              {...described("message")}
            />
          </label>
          {fieldError("message")}
        </div>
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name="opt_in" className="mt-1 h-4 w-4 accent-brand" />
          Keep me up to date with offers and news
        </label>
        <div className="sm:col-span-2">
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              name="terms_conditions"
              aria-required="true"
              className="mt-1 h-4 w-4 accent-brand"
              {...described("terms_conditions")}
            />
            <span>
              I agree to the{" "}
              <a href="/privacy-policy" className="underline">
                Privacy Policy
              </a>{" "}
              and{" "}
              <a href="/terms-and-conditions" className="underline">
                Terms &amp; Conditions
              </a>
            </span>
          </label>
          {fieldError("terms_conditions")}
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={submission.submitting}
            className="w-full rounded bg-brand px-5 py-3 font-bold text-white disabled:opacity-60 sm:w-auto"
          >
            {submission.submitting
              ? "Sending…"
              : form === "test-drive"
                ? testDriveLabel
                : sold
                  ? "Find Me Something Similar"
                  : "Send Enquiry"}
          </button>
        </div>
      </form>
    </div>
  );
}
