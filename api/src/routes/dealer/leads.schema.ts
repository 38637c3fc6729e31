import { LEAD_STATUSES, LeadInboxQuery, LeadStatus } from "@forecourt/core";
import { z } from "@hono/zod-openapi";

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
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    carId: z.string().nullable(),
    delivery: z.enum(["pending", "delivered", "dead"]).nullable(),
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
  })
  .openapi("LeadStatusChange");

export const Delivery = z
  .object({
    state: z.enum(["pending", "delivered", "dead"]),
    attempts: z.number().int(),
    nextAttemptAt: z.string().openapi({ format: "date-time" }),
    lastError: z.string().nullable(),
  })
  .openapi("LeadDelivery");

export const LeadDetail = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: Status,
    createdAt: z.string().openapi({ format: "date-time" }),
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
  })
  .openapi("LeadDetail");

export const StatusBody = z.object({ status: LeadStatus });

export const StatusChanged = z
  .object({ id: z.string(), status: Status, change: StatusChange })
  .openapi("LeadStatusChanged");

export const Retried = z.object({ id: z.string(), delivery: Delivery }).openapi("LeadRetried");
