"use client";

import type { ReactNode } from "react";

type Props = { dialogId: string; className?: string; children: ReactNode };

/**
 * Opens a server-rendered `<dialog>` as a modal. The dialog's text and its Close
 * (`<form method="dialog">`) need no script, so only this button ships to the browser.
 */
export function OpenDialogButton({ dialogId, className, children }: Props) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        const dialog = document.getElementById(dialogId);
        if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      }}
      className={className}
    >
      {children}
    </button>
  );
}
