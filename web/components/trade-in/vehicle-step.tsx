"use client";

import {
  type Country,
  leadMessages,
  REGO_STATES,
  regoAsksForState,
  regoLookupKey,
} from "@forecourt/core";
import { useId, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FieldDef, FormValues } from "@/components/forms/field-types";
import { FormFields } from "@/components/forms/form-field";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import {
  createTradeIn,
  lookUpRego,
  type TradeInView,
  type Valuation,
  valueTradeIn,
} from "./trade-in-api";

const REGO_FIELD: FieldDef = {
  name: "rego",
  label: "Registration (rego)",
  kind: "text",
  required: true,
  autoComplete: "off",
};
const STATE_FIELD: FieldDef = {
  name: "regoState",
  label: "State",
  kind: "select",
  required: true,
  options: REGO_STATES.map((s) => ({ value: s, label: s })),
};
/** Issue 18: Australia looks a rego up by state and plate, New Zealand by plate only. */
const regoFields = (country: Country): FieldDef[] =>
  regoAsksForState(country) ? [REGO_FIELD, STATE_FIELD] : [REGO_FIELD];
const VEHICLE_FIELDS: FieldDef[] = [
  { name: "year", label: "Year", kind: "number", required: true, min: 1950, max: 2100 },
  { name: "make", label: "Make", kind: "text", required: true },
  { name: "model", label: "Model", kind: "text", required: true },
  { name: "km", label: "Odometer", kind: "km", required: true },
];

/** The API's list heading is not a banner: the field errors show it once. */
const banner = (message: string) => (message === leadMessages.FIX_ERRORS_HEADING ? null : message);

export type ValuedVehicle = {
  tradeIn: TradeInView;
  rego: string;
  regoState: string;
  vehicle: { year: number; make: string; model: string; km: number };
  valuation: Valuation;
};

/**
 * §4 trade-in, first step: the rego (looked up in the dealer's records), the vehicle as the
 * shopper confirms it, then the valuation from the API.
 */
export function VehicleStep({
  carId,
  country,
  onValued,
}: {
  carId: string | null;
  country: Country;
  onValued: (v: ValuedVehicle) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(
    regoAsksForState(country) ? { regoState: "QLD" } : {},
  );
  const [tradeIn, setTradeIn] = useState<TradeInView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The shared submit mechanism for both halves of the step (find the car, then value it).
  const submission = useFormSubmission(formRef);
  const text = (name: string) => String(values[name] ?? "").trim();
  const onChange = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    submission.clearError(name);
  };

  const findCar = async (event: React.FormEvent) => {
    event.preventDefault();
    // The site's country decides what a lookup needs (AU: state and plate; NZ: the plate).
    const checked = regoLookupKey(country, { rego: text("rego"), state: text("regoState") });
    if (!checked.ok) return submission.fail({ [checked.field]: checked.error });
    const state = checked.key.state ?? "";
    const rego = text("rego").toUpperCase();
    const found: {
      tradeIn: TradeInView | null;
      lookedUp: Awaited<ReturnType<typeof lookUpRego>> | null;
    } = { tradeIn: null, lookedUp: null };
    // Creating the trade-in and looking the plate up are one submission: a second press while
    // either runs sends nothing (issue 15 §3, no second trade-in from a double click).
    const sent = await submission.submit(async (key) => {
      const created = await createTradeIn(
        {
          rego,
          ...(state ? { regoState: state } : {}),
          ...(carId ? { car_id: carId } : {}),
          url: window.location.href,
          user_agent: navigator.userAgent,
          lead_attributes: {
            visited_pages: [window.location.pathname],
            linked_query_params: Object.fromEntries(new URLSearchParams(window.location.search)),
          },
        },
        leadMessages.SUBMIT_ERROR,
        key,
      );
      if (!created.ok)
        return { ok: false, message: banner(created.message), errors: created.errors };
      found.tradeIn = created.value;
      // A failed lookup is not a failed step: the shopper types the car's details instead.
      found.lookedUp = await lookUpRego(rego, state, leadMessages.SUBMIT_ERROR);
      return { ok: true };
    });
    const lookedUp = found.lookedUp;
    if (!sent || !found.tradeIn || !lookedUp) return;
    setTradeIn(found.tradeIn);
    if (lookedUp.ok) {
      const v = lookedUp.value;
      setValues((old) => ({
        ...old,
        year: v.year ? String(v.year) : "",
        make: v.make ?? "",
        model: v.model ?? "",
        km: v.km != null ? String(v.km) : "",
      }));
      setNotice("We found your car. Please check its details.");
    } else {
      setNotice(lookedUp.message);
    }
  };

  const value = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!tradeIn) return;
    const missing: Record<string, string> = {};
    for (const f of VEHICLE_FIELDS)
      if (!text(f.name)) missing[f.name] = `Please enter the ${f.label.toLowerCase()}.`;
    if (Object.keys(missing).length) return submission.fail(missing);
    const vehicle = {
      year: Number(text("year")),
      make: text("make"),
      model: text("model"),
      km: Number(text("km")),
    };
    const valued: { valuation: Valuation | null } = { valuation: null };
    const sent = await submission.submit(async () => {
      const answer = await valueTradeIn(tradeIn.id, vehicle, leadMessages.SUBMIT_ERROR);
      if (!answer.ok) return { ok: false, message: banner(answer.message), errors: answer.errors };
      valued.valuation = answer.value;
      return { ok: true };
    });
    if (!sent || !valued.valuation) return;
    onValued({
      tradeIn,
      rego: text("rego"),
      regoState: text("regoState"),
      vehicle,
      valuation: valued.valuation,
    });
  };

  const fields = tradeIn ? VEHICLE_FIELDS : regoFields(country);
  return (
    <form
      ref={formRef}
      onSubmit={tradeIn ? value : findCar}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="trade-in-vehicle"
      aria-busy={submission.submitting}
    >
      <ErrorSummary banner={submission.banner} errors={submission.errors} />
      {notice ? (
        <p role="status" className="rounded bg-gray-100 p-3 text-sm sm:col-span-2">
          {notice}
        </p>
      ) : null}
      <FormFields
        fields={fields}
        idPrefix={id}
        values={values}
        errors={submission.errors}
        onChange={onChange}
      />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submission.submitting}
          className="rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-60"
        >
          {submission.submitting ? "Please wait…" : tradeIn ? "Get my valuation" : "Find my car"}
        </button>
      </div>
    </form>
  );
}
