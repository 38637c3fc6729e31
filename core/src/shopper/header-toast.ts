/** §9 toast limit 1: the header shows one toast at a time. */
export const TOAST_LIMIT = 1;
/** §9 removal delay 1,000,000 ms: a dismissed toast leaves the list after this long. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type Toast = {
  id: string;
  message: string;
  action?: { label: string; href: string };
  /** False once dismissed; it stays in the list (hidden) until the removal delay ends. */
  open: boolean;
};

/** §4 header toast: a new toast goes first and pushes the rest out beyond the limit. */
export function addToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  return [toast, ...toasts.filter((t) => t.id !== toast.id)].slice(0, TOAST_LIMIT);
}

/** Closes one toast (or all, with no id); it is removed later (TOAST_REMOVE_DELAY_MS). */
export function dismissToast(toasts: readonly Toast[], id?: string): Toast[] {
  return toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
}

/** Drops a dismissed toast for good. */
export function removeToast(toasts: readonly Toast[], id: string): Toast[] {
  return toasts.filter((t) => t.id !== id);
}
