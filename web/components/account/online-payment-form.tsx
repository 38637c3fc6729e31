"use client";

import { formatMoneyWithCents, signInUrl, validateInvoicePayment } from "@forecourt/core";
import { SUBMIT_ERROR } from "@forecourt/core/leads/messages";
import { useEffect, useId, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FieldDef, FormValues } from "@/components/forms/field-types";
import { FormField, FormFields } from "@/components/forms/form-field";
import { postJson } from "@/components/forms/post-json";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import Link from "@/components/link";

type Receipt = { reference: string; invoice_number: string; amount: string };

const CONTACT: FieldDef[] = [
  { name: "name", label: "Full name", kind: "text", required: true, autoComplete: "name" },
  { name: "email", label: "Email address", kind: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "Mobile number", kind: "tel", required: true, autoComplete: "tel" },
  {
    name: "terms_conditions",
    label: "I agree to the Privacy Policy and Terms & Conditions",
    kind: "checkbox",
    required: true,
  },
];

/**
 * §2 /online-payment: pay a dealer invoice by its number and amount. The answers are checked with
 * core's rules as typed, then POST /api/online-payment takes the payment and returns a receipt.
 */
export function OnlinePaymentForm({ phone }: { phone: string | null }) {
  const id = useId();
  const [values, setValues] = useState<FormValues>({ phone: phone ?? "" });
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useFormSubmission(formRef);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const receiptRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  const onChange = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A corrected answer drops its error; the rest stay until the next try.
    submission.clearError(name);
  };

  /** Checked with core's rules, then sent once per attempt through the shared submit hook. */
  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateInvoicePayment(values);
    if (!checked.ok) return submission.fail(checked.errors);
    const paid: { receipt: Receipt | null } = { receipt: null };
    const sent = await submission.submit(async (key) => {
      const answer = await postJson<Partial<Receipt>>("/api/online-payment", values, key);
      if (!answer.ok) return answer;
      if (!answer.body.reference) return { ok: false, message: SUBMIT_ERROR, errors: {} };
      paid.receipt = answer.body as Receipt;
      return { ok: true };
    });
    if (sent && paid.receipt) setReceipt(paid.receipt);
  };

  if (receipt) {
    return (
      <div
        className="rounded-lg border border-green-300 bg-green-50 p-6"
        data-testid="payment-receipt"
      >
        <h2 ref={receiptRef} tabIndex={-1} className="text-2xl font-bold text-green-900">
          Payment received
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-green-900">Receipt number</dt>
            <dd className="font-mono font-bold">{receipt.reference}</dd>
          </div>
          <div>
            <dt className="text-sm text-green-900">Invoice</dt>
            <dd className="font-bold">{receipt.invoice_number}</dd>
          </div>
          <div>
            <dt className="text-sm text-green-900">Amount paid</dt>
            <dd className="font-bold">{formatMoneyWithCents(receipt.amount)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-green-900">
          Keep your receipt number: our service team matches it to your invoice.
        </p>
      </div>
    );
  }

  const { errors, submitting } = submission;
  const amountError = errors.amount;
  return (
    <form
      ref={formRef}
      onSubmit={pay}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="online-payment-form"
    >
      <div aria-live="assertive" className="sm:col-span-2 empty:hidden">
        {submission.status.kind === "invalid" ? (
          <ErrorSummary banner={submission.banner} errors={errors}>
            {submission.httpStatus === 401 ? (
              <Link
                href={signInUrl("online-payment", "/online-payment", "/online-payment")}
                className="font-semibold text-brand underline"
              >
                Sign in again
              </Link>
            ) : null}
          </ErrorSummary>
        ) : null}
      </div>
      <FormField
        field={{
          name: "invoice_number",
          label: "Invoice number",
          kind: "text",
          required: true,
          autoComplete: "off",
          help: "As printed at the top of your invoice, e.g. INV-20451.",
        }}
        id={`${id}-invoice`}
        values={values}
        error={errors.invoice_number}
        onChange={onChange}
      />
      <div>
        <label htmlFor={`${id}-amount`} className="block text-sm font-semibold">
          Amount to pay
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </label>
        <div className="relative mt-1">
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-3 flex items-center text-gray-700"
          >
            $
          </span>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            aria-required
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-amount-error` : undefined}
            value={typeof values.amount === "string" ? values.amount : ""}
            onChange={(e) => onChange("amount", e.target.value.replace(/[^\d.,]/g, ""))}
            className="block w-full rounded border border-gray-400 bg-white py-2 pl-7 pr-3 text-base text-gray-900"
          />
        </div>
        {amountError ? (
          <p id={`${id}-amount-error`} className="mt-1 text-sm text-red-700">
            {amountError}
          </p>
        ) : null}
      </div>
      <FormFields
        fields={CONTACT}
        idPrefix={id}
        values={values}
        errors={errors}
        onChange={onChange}
      />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting}
          className="rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-60"
        >
          {submitting ? "Paying…" : "Pay now"}
        </button>
      </div>
    </form>
  );
}
