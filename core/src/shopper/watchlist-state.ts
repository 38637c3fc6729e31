/**
 * §4 Watchlist in the browser: save or remove updates the list optimistically, then calls the
 * server; a loading flag disables the car's button; a failure rolls the change back.
 */
export type WatchlistState = {
  /** Car ids in the watchlist, as the shopper sees them now (optimistic changes included). */
  saved: readonly string[];
  /** Car ids with a save or remove call in flight. */
  pending: readonly string[];
};

export type WatchlistAction = "save" | "remove";

export const EMPTY_WATCHLIST: WatchlistState = { saved: [], pending: [] };

/**
 * The list as the server returned it (GET /api/watchlist), keeping calls still in flight and
 * the changes that landed after the list was asked for (`landedSinceRead`, car id → its last
 * successful action): a slow list read before a save landed must not undo that save.
 */
export function watchlistLoaded(
  state: WatchlistState,
  ids: readonly string[],
  landedSinceRead: ReadonlyMap<string, WatchlistAction> = new Map(),
): WatchlistState {
  const listed = new Set(ids);
  for (const [id, action] of landedSinceRead) {
    if (action === "save") listed.add(id);
    else listed.delete(id);
  }
  // A change in flight wins over a list read before it landed.
  const inFlight = new Set(state.pending);
  const kept = [...listed].filter((id) => !inFlight.has(id));
  const optimistic = state.saved.filter((id) => inFlight.has(id));
  return { saved: [...new Set([...kept, ...optimistic])], pending: state.pending };
}

/** Which call a click on a car's button makes: remove when saved, else save. */
export function watchlistActionFor(state: WatchlistState, carId: string): WatchlistAction {
  return state.saved.includes(carId) ? "remove" : "save";
}

/**
 * The optimistic step: the car is saved or removed at once and marked pending. Null when a call
 * for the car is already in flight (its button is disabled; a second click does nothing).
 */
export function watchlistStarted(
  state: WatchlistState,
  carId: string,
  action: WatchlistAction,
): WatchlistState | null {
  if (state.pending.includes(carId)) return null;
  const without = state.saved.filter((id) => id !== carId);
  return {
    saved: action === "save" ? [...without, carId] : without,
    pending: [...state.pending, carId],
  };
}

/**
 * The server answered: on success the optimistic change stays; on failure (§7 success false, or
 * an error) it is rolled back. Either way the car is no longer pending.
 */
export function watchlistSettled(
  state: WatchlistState,
  carId: string,
  action: WatchlistAction,
  success: boolean,
): WatchlistState {
  const pending = state.pending.filter((id) => id !== carId);
  if (success) return { saved: state.saved, pending };
  const without = state.saved.filter((id) => id !== carId);
  return { saved: action === "save" ? without : [...without, carId], pending };
}

/** §4 toast texts, each with a View List action. */
export const WATCHLIST_TOASTS: Record<WatchlistAction, string> = {
  save: "Car Saved In Watchlist",
  remove: "Car Removed",
};
export const VIEW_LIST_LABEL = "View List";
/** §8 watchlist network or server error with no message of its own. */
export const WATCHLIST_ERROR_FALLBACK = "We could not update your watchlist. Please try again.";

/** §5 / §6: saving to the watchlist needs a signed-in user with a phone; anyone else signs in first. */
export function canSaveToWatchlist(
  user: { id?: string | null; phone?: string | null } | null | undefined,
): boolean {
  return Boolean(user?.id) && typeof user?.phone === "string" && user.phone.trim() !== "";
}
