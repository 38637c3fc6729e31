"use client";

import { lazy } from "react";
import { LazyDialogButton } from "@/components/dialogs/lazy-dialog-button";
import type { ShareProps } from "./share-dialog";

// The dialog (share links, clipboard, toast) is fetched when the shopper reaches for Share.
const loadDialog = () => import("./share-dialog");
const ShareDialog = lazy(() => loadDialog().then((m) => ({ default: m.ShareDialog })));

/** §2 Share button: opens the 'Share this car' dialog. */
export function ShareButton(props: ShareProps) {
  return (
    <LazyDialogButton
      label="Share"
      className="rounded border border-gray-300 px-3 py-2 text-sm font-semibold"
      load={loadDialog}
      Dialog={ShareDialog}
      dialogProps={props}
    />
  );
}
