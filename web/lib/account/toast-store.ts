"use client";

import {
  addToast,
  dismissToast,
  removeToast,
  TOAST_REMOVE_DELAY_MS,
  type Toast,
} from "@forecourt/core";
import { useSyncExternalStore } from "react";

/** A header toast with its tone: an error is announced as an alert. */
export type HeaderToastItem = Toast & { tone: "info" | "error" };

let toasts: HeaderToastItem[] = [];
const EMPTY: HeaderToastItem[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function publish(next: HeaderToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** §4 header toast: one at a time (§9 limit 1); a new one replaces the last. */
export function showToast(toast: Omit<HeaderToastItem, "id" | "open">): void {
  counter += 1;
  publish(addToast(toasts, { ...toast, id: `toast-${counter}`, open: true }) as HeaderToastItem[]);
}

/** Closes a toast now; it leaves the list after §9's removal delay. */
export function closeToast(id: string): void {
  publish(dismissToast(toasts, id) as HeaderToastItem[]);
  setTimeout(() => publish(removeToast(toasts, id) as HeaderToastItem[]), TOAST_REMOVE_DELAY_MS);
}

/** The toasts of the header (at most one open). */
export function useToasts(): HeaderToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
