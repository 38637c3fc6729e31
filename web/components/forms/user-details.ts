"use client";

import { type StoredUserDetails, storedDetailsFrom } from "@forecourt/core";

/** §3 local storage keys: the user's details and the success category after a lead. */
const DETAILS_KEY = "forecourt:user-details";
const SUCCESS_KEY = "forecourt:success";

export type SuccessRecord = { category: string; car: { id: string; name?: string } | null };

/** The stored user details, or null (used to prefill the next form). */
export function readUserDetails(): StoredUserDetails | null {
  try {
    const raw = window.localStorage.getItem(DETAILS_KEY);
    return raw ? (JSON.parse(raw) as StoredUserDetails) : null;
  } catch {
    return null;
  }
}

/** §5: saved only when name, email and phone were all given (core decides). */
export function rememberUserDetails(payload: Record<string, unknown>): void {
  const details = storedDetailsFrom(payload);
  if (details) window.localStorage.setItem(DETAILS_KEY, JSON.stringify(details));
}

/** §4 multi-step success: the car and the success category, read by /success. */
export function rememberSuccess(record: SuccessRecord): void {
  window.localStorage.setItem(SUCCESS_KEY, JSON.stringify(record));
}

export function readSuccess(): SuccessRecord | null {
  try {
    const raw = window.localStorage.getItem(SUCCESS_KEY);
    return raw ? (JSON.parse(raw) as SuccessRecord) : null;
  } catch {
    return null;
  }
}
