/**
 * A save started while signed out (issue 15 §3): the car is remembered for this tab before the
 * shopper goes to sign in, and the save finishes when they come back signed in. Older than
 * this, a remembered save is dropped (the shopper has moved on).
 */
const KEY = "forecourt:pending-save";
const MAX_AGE_MS = 30 * 60 * 1000;

export function rememberPendingSave(carId: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ carId, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the shopper saves again after signing in.
  }
}

/** True once for the car the shopper tried to save (the memory is cleared on reading). */
export function takePendingSave(carId: string): boolean {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return false;
    const pending = JSON.parse(raw) as { carId?: unknown; at?: unknown };
    if (pending.carId !== carId) return false;
    window.sessionStorage.removeItem(KEY);
    return typeof pending.at === "number" && Date.now() - pending.at <= MAX_AGE_MS;
  } catch {
    return false;
  }
}
