"use client";

import { lazy } from "react";
import { LazyDialogButton } from "@/components/dialogs/lazy-dialog-button";
import type { InstantMessageProps } from "./instant-message-dialog";

// The dialog and its form (fields, core's zod form rules) are fetched when the shopper reaches
// for the button.
const loadDialog = () => import("./instant-message-dialog");
const MessageDialog = lazy(() => loadDialog().then((m) => ({ default: m.InstantMessageDialog })));

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
