import { FIX_ERRORS_HEADING } from "@forecourt/core/leads/messages";
import type { ReactNode } from "react";

type Props = {
  banner: string | null;
  errors: Record<string, string>;
  /** For aria-describedby on the form. */
  id?: string;
  /** Shown under the banner (e.g. a 'Sign in again' link). */
  children?: ReactNode;
};

/**
 * §8: a form-level banner and the list headed 'Please fix the following errors:' in red, shown
 * once per form (each field also shows its own error beside it). It takes focus only when no
 * field is named (useFormSubmission).
 */
export function ErrorSummary({ banner, errors, id, children }: Props) {
  const listed = Object.entries(errors);
  if (!banner && listed.length === 0 && !children) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      data-error-summary=""
      className="rounded border border-red-300 bg-red-50 p-3 text-sm sm:col-span-2"
    >
      {banner ? (
        <p className="font-semibold text-red-800" data-testid="form-banner">
          {banner}
        </p>
      ) : null}
      {children}
      {listed.length ? (
        <>
          <p className="font-semibold text-gray-900">{FIX_ERRORS_HEADING}</p>
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
