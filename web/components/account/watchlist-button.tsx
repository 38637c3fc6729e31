"use client";

import {
  canSaveToWatchlist,
  type SaveVisibility,
  saveControlShown,
  signInUrl,
  VIEW_LIST_LABEL,
  WATCHLIST_TOASTS,
} from "@forecourt/core";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { rememberPendingSave, takePendingSave } from "@/lib/account/pending-save";
import { showToast } from "@/lib/account/toast-store";
import { toggleWatchlist, useWatchlist } from "@/lib/account/watchlist-store";
import { currentPath, useGaragePath } from "./account-context";

type Props = {
  carId: string;
  carName: string;
  /** From core's saveVisibility: sold cars show the button only once saved (§4). */
  visibility: SaveVisibility;
  /** On a card photo, or in the vehicle page's action row. */
  placement: "card" | "page";
};

/**
 * §4 watchlist save / remove: optimistic, a loading flag disables the button, a saved car shows
 * 'Saved'; toasts with View List; a failure rolls back and alerts the message; an anonymous
 * shopper is sent to sign-in with this page as redirect and back, and the save finishes when
 * they return signed in.
 */
export function WatchlistButton({ carId, carName, visibility, placement }: Props) {
  const garage = useGaragePath();
  const router = useRouter();
  const { state, user, loading } = useWatchlist(garage !== null);
  const saved = state.saved.includes(carId);
  const pending = state.pending.includes(carId);
  const signedIn = canSaveToWatchlist(user) && user !== null;

  // A save started while signed out finishes once the shopper is back signed in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the sign-in state settles.
  useEffect(() => {
    if (!garage || loading || !signedIn || saved || !takePendingSave(carId)) return;
    void toggle();
  }, [garage, loading, signedIn]);

  if (!garage || !saveControlShown(visibility, saved)) return null;

  async function toggle() {
    if (!user || !garage) return;
    const outcome = await toggleWatchlist(carId, user);
    if (!outcome) return;
    if (outcome.success) {
      showToast({
        tone: "info",
        message: WATCHLIST_TOASTS[outcome.action],
        action: { label: VIEW_LIST_LABEL, href: garage },
      });
    } else {
      showToast({ tone: "error", message: outcome.message ?? "" });
    }
  }

  const onClick = async () => {
    if (!signedIn) {
      rememberPendingSave(carId);
      const here = currentPath();
      router.push(signInUrl("watchlist", here, here));
      return;
    }
    await toggle();
  };

  const look =
    placement === "card"
      ? "absolute bottom-2 right-2 h-9 rounded-full px-3 text-xs shadow"
      : "rounded border px-3 py-2 text-sm";
  const colours = saved
    ? "border-brand bg-brand text-white"
    : placement === "card"
      ? "bg-white/95 text-gray-900"
      : "border-gray-300 bg-white text-gray-900";
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending || loading}
      aria-busy={pending}
      data-testid="watchlist-button"
      className={`inline-flex items-center gap-1.5 font-bold disabled:cursor-wait disabled:opacity-70 ${look} ${colours}`}
    >
      <span aria-hidden="true">{saved ? "★" : "☆"}</span>
      {saved ? "Saved" : "Save"}
      <span className="sr-only">
        {saved ? ` – remove ${carName} from your watchlist` : ` ${carName} to your watchlist`}
      </span>
    </button>
  );
}
