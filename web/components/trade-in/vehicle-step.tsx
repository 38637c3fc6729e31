"use client";

import {
  type Country,
  leadMessages,
  REGO_STATES,
  regoAsksForState,
  regoLookupKey,
} from "@forecourt/core";
import { useId, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FieldDef, FormValues } from "@/components/forms/field-types";
import { FormFields } from "@/components/forms/form-field";
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
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const text = (name: string) => String(values[name] ?? "").trim();
  const onChange = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const findCar = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = regoLookupKey(country, { rego: text("rego"), state: text("regoState") });
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.error });
      return;
    }
    const state = checked.key.state ?? "";
    setBusy(true);
    setBanner(null);
    const created = await createTradeIn(
      {
        rego: text("rego").toUpperCase(),
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
    );
    if (!created.ok) {
      setBusy(false);
      setBanner(created.message);
      setErrors(created.errors);
      return;
    }
    setTradeIn(created.value);
    const found = await lookUpRego(text("rego").toUpperCase(), state, leadMessages.SUBMIT_ERROR);
    setBusy(false);
    if (found.ok) {
      const v = found.value;
      setValues((old) => ({
        ...old,
        year: v.year ? String(v.year) : "",
        make: v.make ?? "",
        model: v.model ?? "",
        km: v.km != null ? String(v.km) : "",
      }));
      setNotice("We found your car. Please check its details.");
    } else {
      setNotice(found.message);
    }
  };

  const value = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!tradeIn) return;
    const missing: Record<string, string> = {};
    for (const f of VEHICLE_FIELDS)
      if (!text(f.name)) missing[f.name] = `Please enter the ${f.label.toLowerCase()}.`;
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    const vehicle = {
      year: Number(text("year")),
      make: text("make"),
      model: text("model"),
      km: Number(text("km")),
    };
    setBusy(true);
    const valued = await valueTradeIn(tradeIn.id, vehicle, leadMessages.SUBMIT_ERROR);
    setBusy(false);
    if (!valued.ok) {
      setBanner(
        valued.message === leadMessages.FIX_ERRORS_HEADING
          ? leadMessages.SUBMIT_ERROR
          : valued.message,
      );
      setErrors(valued.errors);
      return;
    }
    onValued({
      tradeIn,
      rego: text("rego"),
      regoState: text("regoState"),
      vehicle,
      valuation: valued.value,
    });
  };

  const fields = tradeIn ? VEHICLE_FIELDS : regoFields(country);
  return (
    <form
      onSubmit={tradeIn ? value : findCar}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="trade-in-vehicle"
      aria-busy={busy}
    >
      <ErrorSummary banner={banner} errors={errors} />
      {notice ? (
        <p role="status" className="rounded bg-gray-100 p-3 text-sm sm:col-span-2">
          {notice}
        </p>
      ) : null}
      <FormFields
        fields={fields}
        idPrefix={id}
        values={values}
        errors={errors}
        onChange={onChange}
      />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-60"
        >
          {busy ? "Please wait…" : tradeIn ? "Get my valuation" : "Find my car"}
        </button>
      </div>
    </form>
  );
}
