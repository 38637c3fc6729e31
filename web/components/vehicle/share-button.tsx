"use client";

import { lazy, Suspense, useState } from "react";
import type { ShareProps } from "./share-dialog";

// The dialog (share links, clipboard, toast) is fetched when the shopper reaches for
// Share (pointer over or focus on the button), so a page view does not pay for it.
const loadDialog = () => import("./share-dialog");
const ShareDialog = lazy(() => loadDialog().then((m) => ({ default: m.ShareDialog })));

/** §2 Share button: opens the 'Share this car' dialog. */
export function ShareButton(props: ShareProps) {
  const [opens, setOpens] = useState(0);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpens((n) => n + 1)}
        className="rounded border border-gray-300 px-3 py-2 text-sm font-semibold"
      >
        Share
      </button>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <ShareDialog {...props} opens={opens} />
        </Suspense>
      ) : null}
    </>
  );
}
