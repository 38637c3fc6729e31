"use client";

import {
  type Car,
  type LeadFormName,
  leadAnalyticsEvent,
  leadFormLayout,
  leadMessages,
  type PublicSiteSettings,
  validateLead,
} from "@forecourt/core";
import { useRouter } from "next/navigation";
import { useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMutation } from "@/lib/client/use-mutation";
import { recordEvent } from "@/lib/shopper-store";
import { ErrorSummary } from "./error-summary";
import type { FieldDef, FormValues } from "./field-types";
import { FormFields } from "./form-field";
import { Honeypot, useSpamTraps } from "./spam-traps";
import { submitLead } from "./submit-lead";
import { useStoredDetails } from "./use-stored-details";
import { rememberSuccess, rememberUserDetails } from "./user-details";

export type LeadFormProps = {
  form: LeadFormName;
  /** publicSiteSettings(site): the stored settings never reach the browser (issue 30 §1). */
  site: PublicSiteSettings;
  /** Questions per step; more than one step makes the §4 multi-step form. */
  steps: FieldDef[][];
  stepTitles?: string[];
  /** Answers the shopper does not type (car, dealership, source page …). */
  hidden?: Record<string, string | number | null | undefined>;
  initial?: FormValues;
  car?: Pick<Car, "location"> | null;
  submitLabel?: string;
  /** Multi-step forms go to /success with this category; standard forms show a success state. */
  success:
    | { redirect: true; category: string; car: { id: string; name?: string } | null }
    | { redirect: false; title: string; text: string };
  testId?: string;
  /** Runs after the lead is stored (e.g. the trade-in journey accepts its offer with the lead id). */
  onSubmitted?: (leadId: string) => Promise<void> | void;
};

const TERMS: FieldDef = {
  name: "terms_conditions",
  label: "I agree to the Privacy Policy and Terms & Conditions",
  kind: "checkbox",
  required: true,
  labelLinks: [
    { text: "Privacy Policy", href: "/privacy-policy" },
    { text: "Terms & Conditions", href: "/terms-and-conditions" },
  ],
};
const OPT_IN: FieldDef = {
  name: "opt_in",
  label: "Keep me up to date with news and offers",
  kind: "checkbox",
};

/**
 * §4/§5 lead form: instant messages from core's validateLead, then POST /api/leads. The
 * selects, comments rule and terms come from core's form layout for the site and car.
 */
export function LeadForm(props: LeadFormProps) {
  const { form, site, car = null } = props;
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const layout = useMemo(() => leadFormLayout(form, site, car), [form, site, car]);
  const steps = useMemo(() => withLayout(props.steps, layout), [props.steps, layout]);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<FormValues>(props.initial ?? {});
  const submission = useMutation(formRef);
  const traps = useSpamTraps();
  const multi = steps.length > 1;

  useStoredDetails(setValues);

  const payload = (): Record<string, string | number | boolean> => {
    const hidden = Object.fromEntries(
      Object.entries(props.hidden ?? {}).filter(
        (entry): entry is [string, string | number] =>
          entry[1] !== null && entry[1] !== undefined && entry[1] !== "",
      ),
    );
    const answers = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
    return { ...hidden, ...answers, url: window.location.href };
  };

  const onChange = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    submission.clearError(name);
  };

  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    const data = payload();
    const checked = validateLead(form, data, site, { car });
    const errors = checked.ok ? {} : checked.errors;
    if (multi && step < steps.length - 1) {
      const names = new Set((steps[step] ?? []).map((f) => f.name));
      const here = Object.fromEntries(Object.entries(errors).filter(([k]) => names.has(k)));
      if (Object.keys(here).length) return submission.fail(here);
      submission.reset();
      setStep(step + 1);
      return;
    }
    if (!checked.ok) return submission.fail(errors);
    const sent = await submission.submit(async (idempotencyKey) => {
      const result = await submitLead(
        form,
        data,
        multi ? leadMessages.UNEXPECTED_ERROR : leadMessages.SUBMIT_ERROR,
        idempotencyKey,
        traps.answers(),
      );
      if (!result.ok) return result;
      rememberUserDetails(data);
      try {
        await props.onSubmitted?.(result.leadId);
      } catch (error) {
        const message = error instanceof Error ? error.message : leadMessages.SUBMIT_ERROR;
        return { ok: false, message, errors: {} };
      }
      return { ok: true };
    });
    if (sent) {
      // §7: the lead's event, sent where it happens (a trade-in's 18 is recorded on acceptance).
      const event = leadAnalyticsEvent(
        form,
        typeof data.car_type === "string" ? data.car_type : null,
        data.enquiry_type === "test-drive" ? "test-drive" : "enquiry",
      );
      if (event !== null) recordEvent(event, { form, car_id: textOrNull(data.car_id) });
    }
    if (sent && props.success.redirect) {
      rememberSuccess({ category: props.success.category, car: props.success.car });
      router.push("/success");
    }
  };

  if (submission.done && !props.success.redirect) {
    return (
      <div
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 p-6"
        data-testid="lead-success"
      >
        <h3 className="text-lg font-bold text-green-900">{props.success.title}</h3>
        <p className="mt-1 text-green-900">{props.success.text}</p>
      </div>
    );
  }

  const current = steps[step] ?? [];
  return (
    <form
      ref={formRef}
      onSubmit={next}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid={props.testId ?? "lead-form"}
      aria-busy={submission.submitting}
    >
      <ErrorSummary banner={submission.banner} errors={submission.errors} />
      <Honeypot inputRef={traps.honeypot} />
      {multi ? (
        <p className="text-sm font-semibold text-gray-700 sm:col-span-2" aria-live="polite">
          Step {step + 1} of {steps.length}
          {props.stepTitles?.[step] ? `: ${props.stepTitles[step]}` : ""}
        </p>
      ) : null}
      <FormFields
        fields={current}
        idPrefix={id}
        values={values}
        errors={submission.errors}
        onChange={onChange}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        {multi && step > 0 ? (
          <Button
            variant="brand-outline"
            onClick={() => {
              submission.reset();
              setStep(step - 1);
            }}
          >
            Back
          </Button>
        ) : null}
        <Button type="submit" busy={submission.submitting} busyLabel="Submitting…">
          {multi && step < steps.length - 1 ? "Next" : (props.submitLabel ?? "Submit")}
        </Button>
      </div>
    </form>
  );
}

/** Adds the selects core's layout shows, Comments when asked, and the terms and opt-in boxes. */
function withLayout(steps: FieldDef[][], layout: ReturnType<typeof leadFormLayout>): FieldDef[][] {
  const extra: FieldDef[] = [];
  if (layout.locationOptions)
    extra.push({
      name: "location",
      label: "Location",
      kind: "select",
      required: true,
      options: layout.locationOptions.map((l) => ({ value: l.slug, label: l.name })),
    });
  if (layout.dealershipOptions)
    extra.push({
      name: "dealership_slug",
      label: "Dealership",
      kind: "select",
      required: true,
      options: layout.dealershipOptions.map((d) => ({ value: d.slug ?? d.id, label: d.name })),
    });
  if (layout.distributionLocations)
    extra.push({
      name: "distribution_location",
      label: "Pick-up location",
      kind: "select",
      required: true,
      options: layout.distributionLocations.map((d) => ({ value: d.id, label: d.name })),
    });
  const last = steps.length - 1;
  return steps.map((fields, i) => {
    const own = fields.map((f) =>
      f.name === "message" ? { ...f, required: layout.commentsRequired } : f,
    );
    if (i !== last) return own;
    // The selects go before a slot field, whose times depend on the chosen location.
    const slot = own.findIndex((f) => f.kind === "slot");
    const at = slot < 0 ? own.length : slot;
    return [...own.slice(0, at), ...extra, ...own.slice(at), TERMS, OPT_IN];
  });
}

const textOrNull = (v: unknown) =>
  typeof v === "string" || typeof v === "number" ? String(v) : null;
