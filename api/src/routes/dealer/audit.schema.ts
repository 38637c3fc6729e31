import { AUDIT_ACTIONS } from "@forecourt/core/dealer/index";
import { z } from "@hono/zod-openapi";

export const AuditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  before: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .openapi({ description: "Entries older than this id" }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const AuditEntryView = z
  .object({
    id: z.number().int(),
    actor: z.object({ email: z.string(), role: z.enum(["sales", "manager", "owner"]) }),
    action: z.enum(AUDIT_ACTIONS),
    target: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    at: z.string().openapi({ format: "date-time" }),
    /** `at` as the dealer reads it: dd/MM/yyyy HH:mm in the site's zone, named. */
    atText: z.string().openapi({ example: "29/11/2026 07:04 (Australia/Brisbane)" }),
  })
  .openapi("DealerAuditEntry");

export const AuditPage = z.object({ entries: z.array(AuditEntryView) }).openapi("DealerAuditPage");
