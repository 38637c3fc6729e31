/** §2 finance page: the three steps — fill out the contact form, finance team contact, purchase. */
const STEPS: Array<[string, string]> = [
  [
    "Fill out the contact form",
    "Tell us about the vehicle you want and your budget using the form below.",
  ],
  [
    "Finance team contact",
    "Our finance team will contact you to talk through your options and lenders.",
  ],
  ["Purchase", "Once you are approved, drive away in your new vehicle."],
];

export function FinanceSteps() {
  return (
    <ol className="grid gap-4 sm:grid-cols-3" data-testid="finance-steps">
      {STEPS.map(([title, text], index) => (
        <li key={title} className="rounded-lg border border-gray-200 bg-white p-5">
          <p className="text-sm font-semibold text-brand">Step {index + 1}</p>
          <h3 className="mt-1 text-lg font-bold">{title}</h3>
          <p className="mt-2 text-gray-700">{text}</p>
        </li>
      ))}
    </ol>
  );
}
