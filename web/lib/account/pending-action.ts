/**
 * Something a shopper started while signed out (issue 15 §3): a watchlist save, an enquiry or a
 * reservation the API answered 401. It is remembered for this tab before the shopper goes to
 * sign in, and finishes when they come back signed in. Older than this it is dropped (the
 * shopper has moved on). Only what the form needs to send again is kept, in sessionStorage
 * (this tab, this site), never in the server's logs.
 */
const PREFIX = "forecourt:pending:";
const MAX_AGE_MS = 30 * 60 * 1000;

export function rememberPending(kind: string, id: string, payload: unknown = true): void {
  try {
    window.sessionStorage.setItem(
      `${PREFIX}${kind}`,
      JSON.stringify({ id, payload, at: Date.now() }),
    );
  } catch {
    // Storage refused (private mode): the shopper starts again after signing in.
  }
}

/** The payload once for the `kind` started on `id` (the memory is cleared on reading). */
export function takePending<T>(kind: string, id: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(`${PREFIX}${kind}`);
    if (!raw) return null;
    const pending = JSON.parse(raw) as { id?: unknown; payload?: unknown; at?: unknown };
    if (pending.id !== id) return null;
    window.sessionStorage.removeItem(`${PREFIX}${kind}`);
    const fresh = typeof pending.at === "number" && Date.now() - pending.at <= MAX_AGE_MS;
    return fresh && pending.payload !== undefined ? (pending.payload as T) : null;
  } catch {
    return null;
  }
}
