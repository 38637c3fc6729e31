import { z } from "zod";
import { formatInZone } from "../format/zoned-format";
import { localInstant } from "../locations/local-time";
import { addCalendarDays } from "../locations/opening-hours";
import { LeadStatus } from "./lead-status";

const DATE_MESSAGE = "Use a date like 2026-11-25.";
const CalendarDate = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    DATE_MESSAGE,
  );

/** Most leads one page of the inbox shows. */
export const INBOX_PAGE_SIZE_MAX = 100;

/** The inbox's query (issue 17 §3): kind, status, location and a date range (the site's calendar days), paged. */
export const LeadInboxQuery = z
  .object({
    kind: z.string().trim().min(1).max(40).optional(),
    status: LeadStatus.optional(),
    location: z.string().trim().min(1).max(100).optional(),
    from: CalendarDate.optional(),
    to: CalendarDate.optional(),
    /** Issue 34 §4: "true" is the Spam tab (spam only); otherwise spam is left out. */
    spam: z.enum(["true", "false"], { error: 'spam must be "true" or "false"' }).optional(),
    page: z.coerce
      .number({ error: "Use a page number from 1." })
      .int("Use a page number from 1.")
      .min(1, "Use a page number from 1.")
      .default(1),
    pageSize: z.coerce
      .number({ error: `Use a page size from 1 to ${INBOX_PAGE_SIZE_MAX}.` })
      .int(`Use a page size from 1 to ${INBOX_PAGE_SIZE_MAX}.`)
      .min(1, `Use a page size from 1 to ${INBOX_PAGE_SIZE_MAX}.`)
      .max(INBOX_PAGE_SIZE_MAX, `Use a page size from 1 to ${INBOX_PAGE_SIZE_MAX}.`)
      .default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "The end date is before the start date.",
  });
export type LeadInboxQuery = z.infer<typeof LeadInboxQuery>;

/**
 * The instants a calendar-day range covers in the site's zone: from the start of `from` up to
 * (not including) the start of the day after `to`, so "to 25 Nov" includes all of 25 Nov.
 */
export function inboxWindow(
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { from?: Date; to?: Date } {
  const window: { from?: Date; to?: Date } = {};
  const from = range.from ? localInstant(range.from, 0, timeZone) : null;
  const to = range.to ? localInstant(addCalendarDays(range.to, 1), 0, timeZone) : null;
  if (from) window.from = from;
  if (to) window.to = to;
  return window;
}

/** The CSV export's columns, in order. */
export const LEAD_CSV_HEADER = [
  "id",
  "received",
  "kind",
  "status",
  "name",
  "email",
  "phone",
  "location",
  "car",
  "message",
] as const;

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** One lead as a CSV row: received as dd/MM/yyyy HH:mm in the site's zone (§9 dates). */
export function leadCsvRow(
  lead: {
    id: string;
    kind: string;
    status: string;
    createdAt: Date;
    payload: Record<string, unknown>;
  },
  timeZone: string,
): string[] {
  const p = lead.payload;
  return [
    lead.id,
    formatInZone(lead.createdAt, timeZone, "dd/MM/yyyy HH:mm"),
    lead.kind,
    lead.status,
    text(p.name),
    text(p.email),
    text(p.phone),
    text(p.location ?? p.distribution_location),
    text(p.car_id),
    text(p.message),
  ];
}
