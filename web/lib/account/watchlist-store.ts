"use client";

import {
  EMPTY_WATCHLIST,
  WATCHLIST_ERROR_FALLBACK,
  type WatchlistAction,
  type WatchlistState,
  watchlistActionFor,
  watchlistLoaded,
  watchlistSettled,
  watchlistStarted,
} from "@forecourt/core";
import { useEffect, useSyncExternalStore } from "react";
import { type SessionUser, useSession } from "./session-store";

let state: WatchlistState = EMPTY_WATCHLIST;
/** The user whose list is loaded (or loading); a different user starts again. */
let loadedFor: string | null = null;
/** The user whose list has arrived from the server. */
let readyFor: string | null = null;
/**
 * Saves and removes that succeeded since the list was asked for: the list can be read before
 * they land and arrive after, and must not undo them (core watchlistLoaded).
 */
let landedSinceRead = new Map<string, WatchlistAction>();
const listeners = new Set<() => void>();

function publish(next: WatchlistState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** GET /api/watchlist once per signed-in user; signing out empties the list. */
function syncWith(user: SessionUser | null): void {
  if (!user) {
    if (loadedFor !== null) {
      loadedFor = null;
      readyFor = null;
      publish(EMPTY_WATCHLIST);
    }
    return;
  }
  if (loadedFor === user.id) return;
  loadedFor = user.id;
  landedSinceRead = new Map();
  void fetch("/api/watchlist", { cache: "no-store" })
    .then((r) => (r.ok ? (r.json() as Promise<{ watchlist: Array<{ id: string }> }>) : null))
    .then((body) => {
      if (!body || loadedFor !== user.id) return;
      readyFor = user.id;
      publish(
        watchlistLoaded(
          state,
          body.watchlist.map((e) => e.id),
          landedSinceRead,
        ),
      );
      landedSinceRead = new Map();
    })
    .catch(() => undefined);
}

/**
 * The shopper's watchlist (§4), loaded for the signed-in user and kept in step across the page.
 * `enabled` is false on a site without a watchlist: nothing is fetched.
 */
export function useWatchlist(enabled = true): {
  state: WatchlistState;
  user: SessionUser | null;
  /** The session is still loading. */
  loading: boolean;
  /** The signed-in user's list has arrived from the server. */
  ready: boolean;
} {
  const session = useSession();
  useEffect(() => {
    if (enabled) syncWith(session.loading ? null : session.user);
  }, [session, enabled]);
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY_WATCHLIST,
  );
  const ready = session.user !== null && readyFor === session.user.id;
  return { state: current, user: session.user, loading: session.loading, ready };
}

export type WatchlistOutcome = {
  action: WatchlistAction;
  success: boolean;
  message: string | null;
};

/**
 * §4/§7 save or remove: optimistic at once, then POST /api/watchlist/save-car or remove-car
 * {phone_number, car_id}; the response's success flag decides, and a failure is rolled back with
 * the server's message. Null when a call for the car is already in flight.
 */
export async function toggleWatchlist(
  carId: string,
  user: SessionUser,
): Promise<WatchlistOutcome | null> {
  const action = watchlistActionFor(state, carId);
  const started = watchlistStarted(state, carId, action);
  if (!started) return null;
  publish(started);
  let success = false;
  let message: string | null = null;
  try {
    const response = await fetch(
      `/api/watchlist/${action === "save" ? "save-car" : "remove-car"}`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone_number: user.phone, car_id: carId }),
      },
    );
    const body = (await response.json().catch(() => null)) as {
      success?: boolean;
      message?: string;
    } | null;
    success = response.ok && body?.success === true;
    message = success ? null : (body?.message ?? WATCHLIST_ERROR_FALLBACK);
  } catch {
    message = WATCHLIST_ERROR_FALLBACK;
  }
  // Only a list still on its way can be stale; once it has arrived nothing needs recording.
  if (success && loadedFor !== null && readyFor !== loadedFor) landedSinceRead.set(carId, action);
  publish(watchlistSettled(state, carId, action, success));
  return { action, success, message };
}
