"use client";

import { useEffect, useState } from "react";
import { callApi } from "@/lib/client/api-client";
import type { FieldDef } from "./field-types";

type Props = {
  field: FieldDef;
  id: string;
  /** The chosen booking as `yyyy-MM-ddTHH:mm`, or "". */
  value: string;
  /** The location chosen in the form's location select, if any. */
  location: string | null;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
};

type SlotState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "ready"; slots: string[] }
  | { kind: "error" };

const INPUT =
  "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-base font-normal text-gray-900";

/**
 * §7 appointment slots: a date, then the times the API offers for the chosen location on
 * that date (GET /api/locations/{id}/slots). The answer is posted as dateTime.
 */
export function SlotField({ field, id, value, location, error, onChange }: Props) {
  const [date, setDate] = useState(value.slice(0, 10));
  const [state, setState] = useState<SlotState>({ kind: "idle" });
  const where = location ?? field.slotLocation ?? null;
  const time = value.length > 10 ? value.slice(11, 16) : "";

  useEffect(() => {
    if (!date || !where) {
      setState({ kind: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ kind: "loading" });
    const query = new URLSearchParams({ date, type: field.slotHours ?? "sales" });
    void callApi("GET /locations/{id}/slots", {
      params: { id: where },
      query: query.toString(),
      signal: controller.signal,
    }).then((answer) => {
      if (controller.signal.aborted) return;
      setState(answer.ok ? { kind: "ready", slots: answer.data.slots } : { kind: "error" });
    });
    return () => controller.abort();
  }, [date, where, field.slotHours]);

  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">{field.label}</legend>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-date`} className="block text-sm">
            Preferred date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              onChange(field.name, "");
            }}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="block text-sm">
            Preferred time
          </label>
          <select
            id={`${id}-time`}
            value={time}
            disabled={state.kind !== "ready" || state.slots.length === 0}
            aria-describedby={statusId}
            aria-invalid={error ? true : undefined}
            onChange={(e) =>
              onChange(field.name, e.target.value ? `${date}T${e.target.value}` : "")
            }
            className={`${INPUT} disabled:bg-gray-100`}
          >
            <option value="">Please select</option>
            {state.kind === "ready"
              ? state.slots.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))
              : null}
          </select>
        </div>
      </div>
      <p id={statusId} className="mt-1 text-xs text-gray-700" aria-live="polite">
        {!where
          ? "Choose a location to see the available times."
          : state.kind === "idle"
            ? "Choose a date to see the available times."
            : state.kind === "loading"
              ? "Loading available times…"
              : state.kind === "error"
                ? "We could not load the available times. Please mention your preferred time in the comments."
                : state.slots.length === 0
                  ? "No times are available on this date. Please choose another date."
                  : `${state.slots.length} times available.`}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
