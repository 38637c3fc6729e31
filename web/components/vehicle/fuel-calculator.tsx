"use client";

import { fuelCost } from "@forecourt/core/calculators/fuel-cost";
import { useId, useState } from "react";

type Props = { initial: { distanceKm: number; consumptionL100: number; fuelPrice: number } };

/** §5 fuel calculator: distance/100 × consumption × fuel price, to 2 decimals (core rule). */
export function FuelCalculator({ initial }: Props) {
  const [inputs, setInputs] = useState(initial);
  const id = useId();
  const field = (key: keyof typeof inputs, label: string, step: number, suffix: string) => (
    <label className="block text-sm font-semibold">
      {label}
      <span className="mt-1 flex items-center rounded border border-gray-300">
        <input
          type="number"
          min={0}
          step={step}
          value={inputs[key]}
          onChange={(e) => setInputs({ ...inputs, [key]: Number(e.target.value) })}
          className="w-full rounded px-2 py-2 font-normal"
        />
        <span className="px-2 font-normal text-gray-700">{suffix}</span>
      </span>
    </label>
  );
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-lg border border-gray-200 p-5"
      data-testid="fuel-calculator"
    >
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Fuel calculator
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {field("distanceKm", "Distance per week", 10, "kms")}
        {field("consumptionL100", "Consumption", 0.1, "L/100km")}
        {field("fuelPrice", "Fuel price", 0.01, "$/L")}
      </div>
      <p className="mt-4 text-lg" aria-live="polite">
        Estimated fuel cost: <strong>${fuelCost(inputs)}</strong> per week
      </p>
    </section>
  );
}
