/** What staff see for any failed outbound call: it never tells an open port from a closed one. */
export const STAFF_UNREACHABLE = "The dealer's system could not be reached.";

export type OutboundFailureCode =
  | "bad_url"
  | "not_public"
  | "unresolved"
  | "connect"
  | "redirect"
  | "timeout"
  | "too_large"
  | "http_status";

/**
 * Why a server-side fetch failed (issue 30 §5): `reason` is for the server's log (addresses,
 * error codes; never a shopper's details), `staffMessage` is all a dealer's staff are shown.
 */
export interface OutboundFailure {
  code: OutboundFailureCode;
  reason: string;
  staffMessage: string;
}

/** Thrown where a port's contract is to throw (lead delivery); carries the failure as it was. */
export class OutboundFetchError extends Error {
  readonly failure: OutboundFailure;
  constructor(failure: OutboundFailure) {
    super(failure.reason);
    this.name = "OutboundFetchError";
    this.failure = failure;
  }
}

/** A failure staff are shown only as the generic text. */
export const outboundFailure = (code: OutboundFailureCode, reason: string): OutboundFailure => ({
  code,
  reason,
  staffMessage: STAFF_UNREACHABLE,
});

/** The text a dealer's staff may read for `error`: the generic one for an outbound failure. */
export function staffMessageOf(error: unknown): string | null {
  return error instanceof OutboundFetchError ? error.failure.staffMessage : null;
}
