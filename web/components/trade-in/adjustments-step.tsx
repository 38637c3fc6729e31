"use client";

import {
  leadMessages,
  MAX_TRADE_IN_PHOTOS,
  TRADE_IN_QUESTION_NAMES,
  TRADE_IN_QUESTIONS,
  TradeInAnswers,
} from "@forecourt/core";
import { useId, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FieldDef, FormValues } from "@/components/forms/field-types";
import { FormField } from "@/components/forms/form-field";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { saveAdjustments, type TradeInView } from "./trade-in-api";

/** The adjustment questions the dealer asks before making an offer (core's TRADE_IN_QUESTIONS). */
export const ADJUSTMENT_QUESTIONS: FieldDef[] = TRADE_IN_QUESTION_NAMES.map((name) => {
  const question = TRADE_IN_QUESTIONS[name];
  return question.options
    ? {
        name,
        label: question.label,
        kind: "radio" as const,
        required: true,
        options: question.options.map((v) => ({ value: v, label: v })),
      }
    : {
        name,
        label: question.label,
        kind: "number" as const,
        required: true,
        min: 0,
        max: MAX_TRADE_IN_PHOTOS,
      };
});

/** API errors name the answer by its path ("adjustmentAnswers.condition"); the form by its name. */
const byQuestion = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key.replace(/^adjustmentAnswers\./, ""),
      message,
    ]),
  );

/** §4 trade-in, second step: the adjustment answers, saved through the API. */
export function AdjustmentsStep({
  tradeInId,
  onAdjusted,
  onBack,
}: {
  tradeInId: string;
  onAdjusted: (answers: TradeInAnswers, view: TradeInView) => void;
  onBack: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>({});
  const submission = useFormSubmission(formRef);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = TradeInAnswers.safeParse(
      Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [q.name, values[q.name] ?? ""])),
    );
    if (!parsed.success) {
      const missing: Record<string, string> = {};
      for (const issue of parsed.error.issues) missing[String(issue.path[0])] ??= issue.message;
      return submission.fail(missing);
    }
    const answers = parsed.data;
    let view: TradeInView | null = null;
    const sent = await submission.submit(async () => {
      const saved = await saveAdjustments(tradeInId, answers, leadMessages.SUBMIT_ERROR);
      if (!saved.ok) return { ok: false, message: saved.message, errors: byQuestion(saved.errors) };
      view = saved.value;
      return { ok: true };
    });
    if (sent && view) onAdjusted(answers, view);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="trade-in-adjustments"
      aria-busy={submission.submitting}
    >
      <ErrorSummary banner={submission.banner} errors={submission.errors} />
      {ADJUSTMENT_QUESTIONS.map((field) => (
        <FormField
          key={field.name}
          field={field}
          id={`${id}-${field.name}`}
          values={values}
          error={submission.errors[field.name]}
          onChange={(name, value) => {
            setValues((v) => ({ ...v, [name]: value }));
            submission.clearError(name);
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
          disabled={submission.submitting}
          className="rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-60"
        >
          {submission.submitting ? "Please wait…" : "See my offer"}
        </button>
      </div>
    </form>
  );
}
