import { LEAD_STATUSES, LeadInboxQuery, LeadStatus } from "@forecourt/core";
import { z } from "@hono/zod-openapi";
import { FirstResponseView, LeadOwnerView } from "./lead-owner.schema";
import { LeadSpamView } from "./lead-spam.schema";

export const LEAD_NOT_FOUND = "There is no such lead on this site.";
export const ONLY_DEAD_RETRY = "Only a delivery that has given up (dead-lettered) can be retried.";

/** The inbox's filters and paging (core's LeadInboxQuery); the CSV export takes the same filters. */
export const InboxQuery = LeadInboxQuery;
export const CsvQuery = LeadInboxQuery;

export const LeadIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" }, example: "7d4c…" }),
});

const Status = z.enum(LEAD_STATUSES);

export const InboxLeadSummary = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: Status,
    createdAt: z.string().openapi({ format: "date-time" }),
    /** When it arrived as the dealer reads it: dd/MM/yyyy HH:mm in its location's zone, named. */
    received: z.string().openapi({ example: "29/11/2026 07:04 (Australia/Brisbane)" }),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    carId: z.string().nullable(),
    delivery: z.enum(["pending", "delivered", "dead"]).nullable(),
    /** Issue 34: who owns it (null on leads from before routing). */
    owner: LeadOwnerView.nullable(),
    firstResponse: FirstResponseView,
    /** Issue 34 §4: its spam score, the reasons, and whether it is in the Spam tab. */
    spam: LeadSpamView,
  })
  .openapi("InboxLeadSummary");

export const InboxPage = z
  .object({
    leads: z.array(InboxLeadSummary),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .openapi("InboxPage");

export const StatusChange = z
  .object({
    from: Status,
    to: Status,
    staffId: z.string(),
    staffEmail: z.string(),
    at: z.string().openapi({ format: "date-time" }),
    /** `at` in the lead's zone, as `received` is written. */
    atText: z.string(),
  })
  .openapi("LeadStatusChange");

export const Delivery = z
  .object({
    state: z.enum(["pending", "delivered", "dead"]),
    attempts: z.number().int(),
    nextAttemptAt: z.string().openapi({ format: "date-time" }),
    /** `nextAttemptAt` in the lead's zone, as `received` is written. */
    nextAttemptText: z.string(),
    lastError: z.string().nullable(),
    /**
     * Issue 32: each target's own state where they parted ways (the webhook took the lead, the
     * e-mail was refused for good…); empty when every target took it together.
     */
    targets: z.array(
      z
        .object({
          target: z.enum(["webhook", "email", "folder", "alert", "acknowledgement"]),
          state: z.enum(["pending", "delivered", "dead"]),
          lastError: z.string().nullable(),
        })
        .openapi("LeadDeliveryTarget"),
    ),
  })
  .openapi("LeadDelivery");

export const LeadDetail = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: Status,
    createdAt: z.string().openapi({ format: "date-time" }),
    /** The IANA zone the lead's times are read in: its location's. */
    timeZone: z.string(),
    /** When it arrived: dd/MM/yyyy HH:mm in `timeZone`, named (as in the lead's e-mail). */
    received: z.string(),
    /** What the shopper sent as labelled lines, the facts and labels of the e-mail and ADF. */
    sent: z.array(z.tuple([z.string(), z.string()])),
    /** Everything the shopper sent, as validated and stored. */
    payload: z.record(z.string(), z.unknown()),
    /** The car the lead is about, when it names one still in stock. */
    car: z.record(z.string(), z.unknown()).nullable(),
    /** The ADF 1.0 document the dealer's CRM receives. */
    adfXml: z.string(),
    delivery: Delivery.nullable(),
    history: z.array(StatusChange),
    /** The statuses the lead may move to now (core's rule). */
    nextStatuses: z.array(Status),
    /** Issue 34: who owns it (null on leads from before routing). */
    owner: LeadOwnerView.nullable(),
    firstResponse: FirstResponseView,
  })
  .openapi("LeadDetail");

/** The example is what the generated access test sends (dealer-access.openapi.test.ts). */
export const StatusBody = z
  .object({ status: LeadStatus })
  .openapi("LeadStatusBody", { example: { status: "contacted" } });

export const StatusChanged = z
  .object({ id: z.string(), status: Status, change: StatusChange })
  .openapi("LeadStatusChanged");

export const Retried = z.object({ id: z.string(), delivery: Delivery }).openapi("LeadRetried");
