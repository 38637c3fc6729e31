"use client";

import { lazy, Suspense } from "react";
import { useToasts } from "@/lib/account/toast-store";

// The card (its timers, hold-open and Escape handling) is fetched with the first toast.
const ToastCard = lazy(() => import("./toast-card").then((m) => ({ default: m.ToastCard })));

/**
 * §4 header toast: one at a time, under the header. Info toasts are a polite status, errors an
 * alert; Escape or the close button dismisses, and it never closes while the pointer or focus is on it.
 */
export function HeaderToast() {
  const toast = useToasts().find((t) => t.open) ?? null;
  const card = toast ? (
    <Suspense fallback={null}>
      <ToastCard key={toast.id} toast={toast} />
    </Suspense>
  ) : null;
  // Both live regions stay mounted (empty) so a toast placed in one is announced: a polite
  // status for information, an alert for a failure.
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center px-4 sm:items-end">
      <div role="status" className="flex w-full justify-center sm:justify-end">
        {toast?.tone === "info" ? card : null}
      </div>
      <div role="alert" className="flex w-full justify-center sm:justify-end">
        {toast?.tone === "error" ? card : null}
      </div>
    </div>
  );
}
