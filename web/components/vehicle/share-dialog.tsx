"use client";

import {
  COPIED_TEXT,
  COPIED_TEXT_MS,
  copiedToast,
  SHARE_DIALOG_TITLE,
  SHARE_TOAST_MS,
  SHARE_WINDOW,
  shareTargets,
} from "@forecourt/core/contact/share";
import { useEffect, useRef, useState } from "react";

export type ShareProps = { link: string; carName: string; twitterShare: boolean };
type Props = ShareProps & {
  /** Counts the shopper's Share clicks: each new count opens the dialog. */
  opens: number;
};

/** §2 Share: dialog 'Share this car' (Facebook, Twitter, WhatsApp, email, SMS, copy link). */
export function ShareDialog({ link, carName, twitterShare, opens }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [userAgent, setUserAgent] = useState("");

  useEffect(() => setUserAgent(navigator.userAgent), []);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (opens > 0 && dialog && !dialog.open) dialog.showModal();
  }, [opens]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_TEXT_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), SHARE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const targets = shareTargets(link, carName, { features: { twitterShare } }, userAgent);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Clipboard access can be refused (insecure origin); the link stays visible to copy by hand.
    }
    setCopied(true);
    setToast(copiedToast(carName));
  };

  return (
    <>
      <dialog
        ref={dialogRef}
        aria-labelledby="share-title"
        className="m-auto w-[min(28rem,92vw)] rounded-lg p-0 backdrop:bg-black/50"
      >
        <div className="p-5">
          <div className="flex items-center justify-between">
            <h2 id="share-title" className="text-lg font-bold">
              {SHARE_DIALOG_TITLE}
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="rounded px-2 py-1 text-sm font-semibold underline"
            >
              Close
            </button>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-2">
            {targets.map((target) =>
              target.id === "copy" ? (
                <li key={target.id} className="col-span-2">
                  <button
                    type="button"
                    onClick={copy}
                    className="w-full rounded bg-brand px-3 py-2 font-semibold text-white"
                  >
                    {copied ? COPIED_TEXT : target.label}
                  </button>
                </li>
              ) : (
                <li key={target.id}>
                  <a
                    href={target.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={(event) => {
                      if (target.id !== "facebook" && target.id !== "twitter") return;
                      event.preventDefault();
                      window.open(
                        target.href,
                        "share",
                        `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height}`,
                      );
                    }}
                    className="block rounded border border-gray-300 px-3 py-2 text-center text-sm font-semibold"
                  >
                    {target.label}
                  </a>
                </li>
              ),
            )}
          </ul>
          <p className="mt-3 break-all text-xs text-gray-700">{link}</p>
        </div>
      </dialog>
      {toast ? (
        <div
          role="status"
          className="fixed bottom-20 left-1/2 z-50 -translate-x-1/2 rounded bg-gray-900 px-4 py-2 text-sm text-white shadow-lg"
        >
          {toast}
        </div>
      ) : null}
    </>
  );
}
