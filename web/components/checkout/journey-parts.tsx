import { CHECKOUT_JOURNEY_STEPS } from "@forecourt/core";
import type { FormValues } from "@/components/forms/field-types";
import type { CheckoutView } from "@/lib/checkout";

/** The journey's steps as a list, the current one marked for assistive technology. */
export function JourneySteps({ current }: { current: number }) {
  return (
    <nav aria-label="Online purchase steps">
      <ol className="flex flex-wrap gap-1 lg:flex-col lg:gap-2">
        {CHECKOUT_JOURNEY_STEPS.map((s, i) => (
          <li
            key={s.id}
            aria-current={i === current ? "step" : undefined}
            className={`flex shrink-0 items-center gap-2 rounded px-3 py-2 text-sm font-semibold ${
              i === current
                ? "bg-brand text-white"
                : i < current
                  ? "text-gray-900"
                  : "text-gray-600"
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 items-center justify-center rounded-full border text-xs ${
                i === current ? "border-white" : "border-gray-400"
              }`}
            >
              {i < current ? "✓" : i + 1}
            </span>
            <span>
              <span className="sr-only">Step {i + 1}: </span>
              {s.title}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** What the shopper is about to confirm: the car, the details and the choices of step 3. */
export function JourneySummary({ view, values }: { view: CheckoutView; values: FormValues }) {
  const name = [values.name, values.last_name].filter((v) => typeof v === "string" && v).join(" ");
  const rows: Array<[string, string]> = [
    ["Car", `${view.car.title} · ${view.car.price.text}`],
    ["Name", name],
    ["Email", typeof values.email === "string" ? values.email : ""],
    ["Mobile", typeof values.phone === "string" ? values.phone : ""],
    ["Trade-in", values.trade_in === true ? "Yes" : "No"],
    ["Finance", values.finance === true ? "Yes" : "No"],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-gray-200 p-5 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-gray-600">{label}</dt>
          <dd className="font-semibold">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
