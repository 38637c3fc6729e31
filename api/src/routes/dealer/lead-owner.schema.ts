import { z } from "@hono/zod-openapi";

export { NO_SUCH_STAFF } from "@forecourt/core/staff/staff-refusals";

/** Who owns a lead, as the inbox shows it (issue 34 §1). */
export const LeadOwnerView = z
  .object({
    id: z.string(),
    /** The member's name, else their e-mail; null when they have left the staff. */
    label: z.string().nullable(),
  })
  .openapi("LeadOwner");

/** Where a lead stands against its first-response target (issue 34 §2). */
export const FirstResponseView = z
  .object({
    state: z.enum(["none", "due", "overdue", "answered"]),
    dueAt: z.string().openapi({ format: "date-time" }).nullable(),
    /** `dueAt` as the dealer reads it, in the lead's zone. */
    dueText: z.string().nullable(),
    /** Whole minutes from arrival to the first response, once answered. */
    tookMinutes: z.number().int().nullable(),
    /** Whether the first response came by the due time (null: answered, but no target was set). */
    withinTarget: z.boolean().nullable(),
  })
  .openapi("LeadFirstResponse");

/** The example is what the generated access test sends (dealer-access.openapi.test.ts). */
export const ReassignBody = z
  .object({
    ownerId: z
      .string({ error: "Choose a staff member." })
      .trim()
      .min(1, "Choose a staff member.")
      .max(100, "Choose a staff member."),
  })
  .openapi("LeadReassignBody", { example: { ownerId: "staff-id" } });

export const Reassigned = z
  .object({ id: z.string(), owner: LeadOwnerView })
  .openapi("LeadReassigned");

/** The staff a lead may be given to, for the console's reassign control. */
export const OwnerChoices = z
  .object({
    owners: z.array(LeadOwnerView.extend({ role: z.enum(["owner", "manager", "sales"]) })),
  })
  .openapi("LeadOwnerChoices");
