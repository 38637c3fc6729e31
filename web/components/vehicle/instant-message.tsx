"use client";

import type { Car, SiteConfig } from "@forecourt/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";

// The form (its fields and core's zod form rules) is fetched when the shopper opens the dialog.
const MessageForm = lazy(() =>
  import("./instant-message-form").then((m) => ({ default: m.InstantMessageForm })),
);

type Props = {
  /** The lead form's tenant settings (clientSite: no catalogue lists). */
  site: SiteConfig;
  dealerName: string;
  /** The car's routing and identity, sent with the message. */
  hidden: Record<string, string | null>;
  car: Pick<Car, "location">;
  className: string;
};

/**
 * §2 'Instant Message' (only where core's showInstantMessage holds): a message to the dealer
 * from the vehicle page, sent through the lead pipeline as a vehicle enquiry with the
 * subcategory Instant Message, so it reaches the same inbox as every other lead.
 */
export function InstantMessage({ site, dealerName, hidden, car, className }: Props) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        Instant Message
      </button>
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        aria-labelledby="instant-message-h"
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg p-0 shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex items-center justify-between bg-brand px-5 py-3 text-white">
          <h2 id="instant-message-h" className="text-lg font-bold">
            Message {dealerName}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded px-2 py-1 text-sm font-semibold underline"
          >
            Close
          </button>
        </div>
        <div className="max-h-[75vh] overflow-y-auto p-5">
          {open ? (
            <Suspense fallback={<p aria-busy="true">Loading the form…</p>}>
              <MessageForm site={site} dealerName={dealerName} hidden={hidden} car={car} />
            </Suspense>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
