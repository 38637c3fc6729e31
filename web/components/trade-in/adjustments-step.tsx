"use client";

import { leadMessages } from "@forecourt/core";
import { useId, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FieldDef, FormValues } from "@/components/forms/field-types";
import { FormField } from "@/components/forms/form-field";
import { saveAdjustments, type TradeInView } from "./trade-in-api";

const yesNo = [
  { value: "No", label: "No" },
  { value: "Yes", label: "Yes" },
];

/** The adjustment questions the dealer asks before making an offer (§3 adjustmentAnswers). */
export const ADJUSTMENT_QUESTIONS: FieldDef[] = [
  {
    name: "condition",
    label: "Overall condition",
    kind: "radio",
    required: true,
    options: ["Excellent", "Good", "Fair", "Poor"].map((v) => ({ value: v, label: v })),
  },
  {
    name: "accident_damage",
    label: "Has it had accident damage?",
    kind: "radio",
    required: true,
    options: yesNo,
  },
  {
    name: "finance_owing",
    label: "Is there finance owing on it?",
    kind: "radio",
    required: true,
    options: yesNo,
  },
  {
    name: "service_history",
    label: "Service history",
    kind: "radio",
    required: true,
    options: ["Full", "Partial", "None"].map((v) => ({ value: v, label: v })),
  },
];

const REQUIRED = "Please answer this question.";

/** §4 trade-in, second step: the adjustment answers, saved through the API. */
export function AdjustmentsStep({
  tradeInId,
  onAdjusted,
  onBack,
}: {
  tradeInId: string;
  onAdjusted: (answers: Record<string, string>, view: TradeInView) => void;
  onBack: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const answers = Object.fromEntries(
      ADJUSTMENT_QUESTIONS.map((q) => [q.name, String(values[q.name] ?? "")]),
    );
    const missing = Object.fromEntries(
      ADJUSTMENT_QUESTIONS.filter((q) => !answers[q.name]).map((q) => [
        q.name,
        `${q.label} — ${REQUIRED}`,
      ]),
    );
    if (Object.keys(missing).length) return setErrors(missing);
    setBusy(true);
    const saved = await saveAdjustments(tradeInId, answers, leadMessages.SUBMIT_ERROR);
    setBusy(false);
    if (!saved.ok) {
      setBanner(saved.message);
      setErrors(saved.errors);
      return;
    }
    onAdjusted(answers, saved.value);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="trade-in-adjustments"
      aria-busy={busy}
    >
      <ErrorSummary banner={banner} errors={errors} />
      {ADJUSTMENT_QUESTIONS.map((field) => (
        <FormField
          key={field.name}
          field={field}
          id={`${id}-${field.name}`}
          values={values}
          error={errors[field.name]}
          onChange={(name, value) => {
            setValues((v) => ({ ...v, [name]: value }));
            setErrors(({ [name]: _, ...rest }) => rest);
          }}
        />
      ))}
      <div className="flex gap-3 sm:col-span-2">
        <button
          type="button"
          onClick={onBack}
          className="rounded border border-brand px-5 py-3 font-semibold text-brand"
        >
          Back
        </button>
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-60"
        >
          {busy ? "Please wait…" : "See my offer"}
        </button>
      </div>
    </form>
  );
}
