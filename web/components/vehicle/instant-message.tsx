"use client";

import type { Car, SiteConfig } from "@forecourt/core";
import { lazy, Suspense, useState } from "react";

// The dialog and its form (fields, core's zod form rules) are fetched when the shopper reaches
// for the button (pointer over or focus), so a page view ships only the button.
const loadDialog = () => import("./instant-message-dialog");
const MessageDialog = lazy(() => loadDialog().then((m) => ({ default: m.InstantMessageDialog })));

export type InstantMessageProps = {
  /** The lead form's tenant settings (clientSite: no catalogue lists). */
  site: SiteConfig;
  dealerName: string;
  /** The car's routing and identity, sent with the message. */
  hidden: Record<string, string | null>;
  car: Pick<Car, "location">;
};

/**
 * §2 'Instant Message' (only where core's showInstantMessage holds): a message to the dealer
 * from the vehicle page, sent through the lead pipeline as a vehicle enquiry with the
 * subcategory Instant Message, so it reaches the same inbox as every other lead.
 */
export function InstantMessage({
  className,
  ...props
}: InstantMessageProps & { className: string }) {
  const [opens, setOpens] = useState(0);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpens((n) => n + 1)}
        className={className}
      >
        Instant Message
      </button>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <MessageDialog {...props} opens={opens} />
        </Suspense>
      ) : null}
    </>
  );
}
