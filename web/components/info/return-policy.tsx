import { RETURN_POLICY_TERMS } from "@forecourt/core";

/** §5 return policy terms (one dealer group), with the §9 14-day / 500 km window (core's text). */
export function ReturnPolicy({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="return-policy-heading" className="mt-6" data-testid="return-policy">
      <Heading id="return-policy-heading" className="text-xl font-bold">
        Return policy
      </Heading>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-800">
        {RETURN_POLICY_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
