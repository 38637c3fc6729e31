"use client";

import { useEffect, useSyncExternalStore } from "react";

/** §6 the signed-in user: an id and a phone number. */
export type SessionUser = { id: string; phone: string };
export type Session = { loading: boolean; user: SessionUser | null };

const LOADING: Session = { loading: true, user: null };
let current: Session = LOADING;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

/** GET /api/session once per page load (again after sign-in or sign-out). */
function load(): Promise<void> {
  request ??= fetch("/api/session", { cache: "no-store" })
    .then((r) => (r.ok ? (r.json() as Promise<{ user: SessionUser | null }>) : { user: null }))
    .then((body) => publish({ loading: false, user: body.user ?? null }))
    .catch(() => publish({ loading: false, user: null }));
  return request;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Who is signed in on this site; `loading` until the first answer. */
export function useSession(): Session {
  useEffect(() => {
    void load();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => LOADING,
  );
}

/** After a successful sign-in: the user the API returned. */
export function sessionSignedIn(user: SessionUser): void {
  request = Promise.resolve();
  publish({ loading: false, user });
}

/** POST /api/auth/sign-out, then the session is anonymous. */
export async function signOut(): Promise<void> {
  await fetch("/api/auth/sign-out", { method: "POST" }).catch(() => undefined);
  request = Promise.resolve();
  publish({ loading: false, user: null });
}
