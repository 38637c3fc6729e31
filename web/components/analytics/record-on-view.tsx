"use client";

import type { AnalyticsEventId } from "@forecourt/core";
import { useEffect } from "react";
import { recordEvent } from "@/lib/shopper-store";

type EventData = Record<string, string | number | boolean | null>;

/**
 * Sends a §7 page-view event once when the page shows (49 search page view, 4 used vehicle
 * detail view). Renders nothing; failures are ignored (§7).
 */
export function RecordOnView({ eventId, data }: { eventId: AnalyticsEventId; data: EventData }) {
  // The serialised data is the dependency, so a new object with the same values sends nothing.
  const key = JSON.stringify(data);
  useEffect(() => {
    recordEvent(eventId, JSON.parse(key) as EventData);
  }, [eventId, key]);
  return null;
}

/** A link that sends its §7 event when followed (60 history report). */
export function RecordedLink({
  eventId,
  data,
  href,
  children,
  ...anchor
}: {
  eventId: AnalyticsEventId;
  data: EventData;
  href: string;
} & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={href} {...anchor} onClick={() => recordEvent(eventId, data)}>
      {children}
    </a>
  );
}
