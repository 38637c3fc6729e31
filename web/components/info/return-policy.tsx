/** §5 return policy terms (one dealer group), with the §9 14-day / 500 km window. */
export const RETURN_POLICY_TERMS = [
  "Consumer purchases only.",
  "Notify us within 14 days of delivery.",
  "No more than 500 km driven.",
  "At least a quarter tank of fuel.",
  "Keys and accessories returned.",
  "Free of encumbrance.",
];

export function ReturnPolicy() {
  return (
    <section aria-labelledby="return-policy-heading" className="mt-6" data-testid="return-policy">
      <h3 id="return-policy-heading" className="text-xl font-bold">
        Return policy
      </h3>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-800">
        {RETURN_POLICY_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
