"use client";

import type { Car, PublicSiteSettings } from "@forecourt/core";
import { useEffect, useRef } from "react";
import { InstantMessageForm } from "./instant-message-form";

/** What the Instant Message button passes on to its dialog (instant-message.tsx). */
export type InstantMessageProps = {
  /** The lead form's tenant settings: publicSiteSettings(site). */
  site: PublicSiteSettings;
  dealerName: string;
  /** The car's routing and identity, sent with the message. */
  hidden: Record<string, string | null>;
  car: Pick<Car, "location">;
};

type Props = InstantMessageProps & {
  /** Counts the shopper's clicks on Instant Message: each new count opens the dialog. */
  opens: number;
};

/** The Instant Message dialog: the dealer's name, Close, and the message form. */
export function InstantMessageDialog({ site, dealerName, hidden, car, opens }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (opens > 0 && el && !el.open) el.showModal();
  }, [opens]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="instant-message-h"
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between bg-brand px-5 py-3 text-white">
        <h2 id="instant-message-h" className="text-lg font-bold">
          Message {dealerName}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded px-2 py-1 text-sm font-semibold underline"
        >
          Close
        </button>
      </div>
      <div className="max-h-[75vh] overflow-y-auto p-5">
        {/* A fresh form at each opening, as a new message. */}
        <InstantMessageForm
          key={opens}
          site={site}
          dealerName={dealerName}
          hidden={hidden}
          car={car}
        />
      </div>
    </dialog>
  );
}
