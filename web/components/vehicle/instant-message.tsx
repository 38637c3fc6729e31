"use client";

import type { Car, PublicSiteSettings } from "@forecourt/core";
import { lazy } from "react";
import { LazyDialogButton } from "@/components/dialogs/lazy-dialog-button";

// The dialog and its form (fields, core's zod form rules) are fetched when the shopper reaches
// for the button.
const loadDialog = () => import("./instant-message-dialog");
const MessageDialog = lazy(() => loadDialog().then((m) => ({ default: m.InstantMessageDialog })));

export type InstantMessageProps = {
  /** The lead form's tenant settings: publicSiteSettings(site). */
  site: PublicSiteSettings;
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
  return (
    <LazyDialogButton
      label="Instant Message"
      className={className}
      load={loadDialog}
      Dialog={MessageDialog}
      dialogProps={props}
    />
  );
}
