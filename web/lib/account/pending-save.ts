import { rememberPending, takePending } from "./pending-action";

/** A watchlist save started while signed out: finished after sign-in (pending-action.ts). */
export function rememberPendingSave(carId: string): void {
  rememberPending("save", carId);
}

/** True once for the car the shopper tried to save (the memory is cleared on reading). */
export function takePendingSave(carId: string): boolean {
  return takePending<true>("save", carId) !== null;
}
