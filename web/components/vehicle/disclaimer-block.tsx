/** §2 disclaimer block: core's vehicleDisclaimer lines, at the foot of the information column. */
export function DisclaimerBlock({ lines }: { lines: string[] }) {
  return (
    <section
      aria-labelledby="disclaimer-h"
      className="rounded-lg bg-gray-50 p-5 text-sm text-gray-700"
      data-testid="disclaimer"
    >
      <h2 id="disclaimer-h" className="font-bold text-gray-900">
        Disclaimer
      </h2>
      {lines.map((line) => (
        <p key={line} className="mt-2">
          {line}
        </p>
      ))}
    </section>
  );
}
