import type { UsedCarFact } from "@forecourt/core";

type Props = { heading: string; facts: UsedCarFact[] };

/** §2 used-car block: the registration and history facts of a used car. */
export function UsedCarBlock({ heading, facts }: Props) {
  return (
    <section
      aria-labelledby="used-car-h"
      className="rounded-lg border border-gray-200 p-5"
      data-testid="used-car-block"
    >
      <h2 id="used-car-h" className="text-xl font-bold">
        {heading}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded bg-gray-50 p-3">
            <dt className="text-xs uppercase tracking-wide text-gray-700">{fact.label}</dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
