"use client";

import { formatMoney } from "@forecourt/core/format/money";
import { DELIVERY_POSTCODE_BLANK, NO_DELIVERY_PRICE } from "@forecourt/core/leads/messages";
import { useId, useRef, useState } from "react";
import { type SubmitOutcome, useFormSubmission } from "@/components/forms/use-form-submission";

type Quote = { price: number; region: string };

/**
 * §2/§4 delivery calculator, on the shared submit hook: a bad postcode's message sits beside
 * the field (aria-describedby, focus to it); no price is §8's no-estimate text.
 */
export function DeliveryCalculator() {
  const [postcode, setPostcode] = useState("");
  const [quote, setQuote] = useState<Quote | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useFormSubmission(formRef);
  const id = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setQuote(null);
    if (postcode.trim() === "") return submission.fail({ postcode: DELIVERY_POSTCODE_BLANK });
    const found: { quote: Quote | null } = { quote: null };
    const sent = await submission.submit(async (): Promise<SubmitOutcome> => {
      try {
        const response = await fetch(
          `/api/delivery?${new URLSearchParams({ postcode: postcode.trim() })}`,
        );
        const body = (await response.json().catch(() => null)) as {
          price?: number;
          name?: string;
          message?: string;
          errors?: Record<string, string>;
        } | null;
        if (!response.ok || body?.price == null) {
          // A bad postcode gets the API's §5 message beside the field; else the §8 text.
          const message =
            body?.errors?.postcode ?? (response.status === 400 ? body?.message : null);
          return message
            ? { ok: false, message: null, errors: { postcode: message } }
            : { ok: false, message: NO_DELIVERY_PRICE, errors: {} };
        }
        found.quote = { price: body.price, region: body.name ?? "" };
        return { ok: true };
      } catch {
        return { ok: false, message: NO_DELIVERY_PRICE, errors: {} };
      }
    });
    if (sent && found.quote) setQuote(found.quote);
  };

  const error = submission.errors.postcode;
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-lg border border-gray-200 p-5"
      data-testid="delivery-calculator"
    >
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Delivery calculator
      </h2>
      <form
        ref={formRef}
        onSubmit={submit}
        className="mt-3 flex flex-wrap items-end gap-3"
        noValidate
      >
        <label className="text-sm font-semibold">
          Your postcode
          <input
            name="postcode"
            value={postcode}
            onChange={(e) => {
              setPostcode(e.target.value.replace(/\D/g, "").slice(0, 4));
              submission.clearError("postcode");
            }}
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-postcode-error` : `${id}-status`}
            className="mt-1 block w-32 rounded border border-gray-300 px-2 py-2 font-normal"
          />
        </label>
        <button
          type="submit"
          disabled={submission.submitting}
          className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {submission.submitting ? "Calculating…" : "Calculate delivery"}
        </button>
        {error ? (
          <p id={`${id}-postcode-error`} className="w-full text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      <div id={`${id}-status`} aria-live="polite" className="mt-3 text-sm">
        {quote ? (
          <p>
            Delivery to <strong>{quote.region}</strong>: <strong>{formatMoney(quote.price)}</strong>
          </p>
        ) : submission.banner ? (
          <p role="alert" tabIndex={-1} data-error-summary="" className="text-red-700">
            {submission.banner}
          </p>
        ) : null}
      </div>
    </section>
  );
}
