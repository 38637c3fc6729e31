import { FIX_ERRORS_HEADING } from "@forecourt/core/leads/messages";

/** A refused or failed call: its HTTP status (0 when nothing came back), banner and field errors. */
export type ApiFailure = {
  ok: false;
  status: number;
  /** The banner above the form, or null when the field errors say it all. */
  message: string | null;
  errors: Record<string, string>;
};

const textOf = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && value !== FIX_ERRORS_HEADING ? value : null;

function fieldErrors(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * The one banner rule for every form and console screen (issue 31 §3), from an answer's
 * problem+json: its `errors` go beside their fields; the banner is the API's `message` unless
 * that is only the list heading; with no message the field errors say it all, else its
 * `detail`; an answer with neither (a network failure, an empty 500) shows the caller's
 * `fallback` (null: none of its own, as a console screen's failureLine then names the status).
 */
export function failureOf(status: number, body: unknown, fallback: string | null): ApiFailure {
  const problem =
    typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const errors = fieldErrors(problem.errors);
  const fieldsOnly = Object.keys(errors).length > 0;
  const message =
    textOf(problem.message) ?? (fieldsOnly ? null : (textOf(problem.detail) ?? fallback));
  return { ok: false, status, message, errors };
}

/**
 * The one line a console screen shows alone for a refused call: the banner, else the first
 * field error, else the status ("The request failed (500)." / "(no answer)." when nothing came
 * back). Call with `fallback: null` so a silent answer is named by its status.
 */
export function failureLine(failure: Pick<ApiFailure, "status" | "message" | "errors">): string {
  // `||`: an empty text (a blank field error) says nothing, so the next one speaks.
  return (
    failure.message ||
    Object.values(failure.errors)[0] ||
    `The request failed (${failure.status || "no answer"}).`
  );
}
