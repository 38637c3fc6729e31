"use client";

import { useEffect, useRef, useState } from "react";
import Link from "@/components/link";
import { closeToast, type HeaderToastItem } from "@/lib/account/toast-store";

/** How long a toast stays before closing itself, unless hovered or focused. */
const SHOW_MS = { info: 6_000, error: 12_000 } as const;

/**
 * §4 header toast's card: closes itself after a while unless hovered or focused (WCAG 2.2.1),
 * and on Escape or its close button.
 */
export function ToastCard({ toast }: { toast: HeaderToastItem }) {
  const [held, setHeld] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => closeToast(toast.id), SHOW_MS[toast.tone]);
    return () => clearTimeout(timer);
  }, [toast, held]);

  // HeaderToast keys the card by the toast's id, so a new toast starts un-held.
  // Hover or focus holds the toast open (WCAG 2.2.1): listened for on the card itself.
  useEffect(() => {
    const card = ref.current;
    if (!card) return;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const blur = (event: FocusEvent) => {
      if (!card.contains(event.relatedTarget as Node | null)) setHeld(false);
    };
    card.addEventListener("mouseenter", hold);
    card.addEventListener("mouseleave", release);
    card.addEventListener("focusin", hold);
    card.addEventListener("focusout", blur);
    return () => {
      card.removeEventListener("mouseenter", hold);
      card.removeEventListener("mouseleave", release);
      card.removeEventListener("focusin", hold);
      card.removeEventListener("focusout", blur);
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeToast(toast.id);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [toast]);

  return (
    <div
      ref={ref}
      data-testid="header-toast"
      className={`pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-lg border px-4 py-3 shadow-lg ${
        toast.tone === "error"
          ? "border-red-300 bg-red-50 text-red-900"
          : "border-gray-200 bg-white text-gray-900"
      }`}
    >
      <p className="flex-1 text-sm font-semibold">{toast.message}</p>
      {toast.action ? (
        <Link
          href={toast.action.href}
          onClick={() => closeToast(toast.id)}
          className="rounded bg-brand px-3 py-1.5 text-sm font-bold text-white"
        >
          {toast.action.label}
        </Link>
      ) : null}
      <button
        type="button"
        onClick={() => closeToast(toast.id)}
        className="rounded px-2 py-1 text-lg leading-none text-gray-700 hover:bg-gray-100"
      >
        <span aria-hidden="true">×</span>
        <span className="sr-only">Close notification</span>
      </button>
    </div>
  );
}
