"use client";

import { SUBMIT_ERROR } from "@forecourt/core/leads/messages";
import { useEffect, useId, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";

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
};

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success" }
  | { kind: "error"; message: string; fields: Record<string, string> };

/** §2 enquiry block: the enquiry and test-drive forms, posted to the API's lead endpoint. */
export function EnquiryForms({ context, commentsOptional, defaultForm, sold }: Props) {
  const [form, setForm] = useState<"enquiry" | "test-drive">(sold ? "enquiry" : defaultForm);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const id = useId();
  // The card's Book a Test Drive button links here with ?form=test-drive.
  useEffect(() => {
    if (!sold && new URLSearchParams(window.location.search).get("form") === "test-drive")
      setForm("test-drive");
  }, [sold]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]),
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
    setStatus({ kind: "submitting" });
    try {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify({ form: formName, fields }),
      });
      const body = (await response.json().catch(() => null)) as {
        message?: string;
        errors?: Record<string, string>;
      } | null;
      if (!response.ok) {
        setStatus({
          kind: "error",
          message: body?.message ?? SUBMIT_ERROR,
          fields: body?.errors ?? {},
        });
        return;
      }
      setStatus({ kind: "success" });
    } catch {
      setStatus({ kind: "error", message: SUBMIT_ERROR, fields: {} });
    }
  };

  if (status.kind === "success") {
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

  const errors = status.kind === "error" ? status.fields : {};
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
              {kind === "enquiry" ? "Enquire Now" : "Book a Test Drive"}
            </button>
          ))}
        </div>
      ) : null}
      <form
        onSubmit={submit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        aria-describedby={`${id}-errors`}
        data-testid="enquiry-form"
        noValidate
      >
        {status.kind === "error" ? (
          <ErrorSummary id={`${id}-errors`} banner={status.message} errors={errors} />
        ) : null}
        <label className="text-sm font-semibold">
          First name
          <input
            name="name"
            aria-required="true"
            autoComplete="given-name"
            className={input}
            aria-invalid={Boolean(errors.name)}
          />
        </label>
        <label className="text-sm font-semibold">
          Last name
          <input name="last_name" autoComplete="family-name" className={input} />
        </label>
        <label className="text-sm font-semibold">
          Email
          <input
            name="email"
            type="email"
            aria-required="true"
            autoComplete="email"
            className={input}
            aria-invalid={Boolean(errors.email)}
          />
        </label>
        <label className="text-sm font-semibold">
          Phone
          <input
            name="phone"
            type="tel"
            aria-required="true"
            autoComplete="tel"
            className={input}
            aria-invalid={Boolean(errors.phone)}
          />
        </label>
        {sold ? (
          <label className="text-sm font-semibold">
            Postcode
            <input
              name="postcode"
              inputMode="numeric"
              maxLength={4}
              aria-required="true"
              autoComplete="postal-code"
              className={input}
              aria-invalid={Boolean(errors.postcode)}
            />
          </label>
        ) : null}
        {form === "test-drive" ? (
          <label className="text-sm font-semibold">
            Preferred date and time (optional)
            <input name="dateTime" type="datetime-local" className={input} />
          </label>
        ) : null}
        <label className="text-sm font-semibold sm:col-span-2">
          Comments{commentsOptional ? " (optional)" : ""}
          <textarea
            name="message"
            rows={4}
            aria-required={!commentsOptional}
            className={input}
            aria-invalid={Boolean(errors.message)}
          />
        </label>
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name="opt_in" className="mt-1 h-4 w-4 accent-brand" />
          Keep me up to date with offers and news
        </label>
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            name="terms_conditions"
            aria-required="true"
            className="mt-1 h-4 w-4 accent-brand"
            aria-invalid={Boolean(errors.terms_conditions)}
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
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={status.kind === "submitting"}
            className="w-full rounded bg-brand px-5 py-3 font-bold text-white disabled:opacity-60 sm:w-auto"
          >
            {status.kind === "submitting"
              ? "Sending…"
              : form === "test-drive"
                ? "Book a Test Drive"
                : sold
                  ? "Find Me Something Similar"
                  : "Send Enquiry"}
          </button>
        </div>
      </form>
    </div>
  );
}
