import { leadMessages } from "@forecourt/core";

/** §8: a form-level banner and the list headed 'Please fix the following errors:' in red. */
export function ErrorSummary({
  banner,
  errors,
}: {
  banner: string | null;
  errors: Record<string, string>;
}) {
  const listed = Object.entries(errors);
  if (!banner && listed.length === 0) return null;
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm sm:col-span-2">
      {banner ? <p className="font-semibold text-red-800">{banner}</p> : null}
      {listed.length ? (
        <>
          <p className="font-semibold text-gray-900">{leadMessages.FIX_ERRORS_HEADING}</p>
          <ul className="mt-1 list-disc pl-5 text-red-700">
            {listed.map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
