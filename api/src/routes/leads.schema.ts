import { LEAD_FORMS } from "@forecourt/core/leads/lead-forms";
import { z } from "@hono/zod-openapi";
import { CONTROL_CHARACTERS_MESSAGE, idText, text } from "./text.schema";

export const FIELD_VALUE_MESSAGE = "Answers must be text, numbers, yes/no or a list of text.";
export const FIELD_TEXT_TOO_LONG = "This answer is too long.";
export const FORM_MESSAGE = `form must be one of ${LEAD_FORMS.join(", ")}`;

/** One answer as a browser form sends it; nested objects are refused at the edge. */
const FieldValue = z.union(
  [
    z
      .string()
      .max(10_000, FIELD_TEXT_TOO_LONG)
      .refine((s) => !s.includes("\u0000"), CONTROL_CHARACTERS_MESSAGE),
    z.number().finite(),
    z.boolean(),
    z.null(),
    z.array(text("Answer", 200)).max(50, FIELD_VALUE_MESSAGE),
  ],
  { error: FIELD_VALUE_MESSAGE },
);

/**
 * POST /api/leads: `form` names the lead form (general, vehicle-enquiry,
 * test-drive, service-booking, parts, finance, reserve, career,
 * find-me-something-similar, multi-step, trade-in); `fields` are its answers,
 * checked by core's validateLead. `client_id` is an optional client-generated
 * id that, like the Idempotency-Key header, makes a retry return the same lead.
 */
export const LeadBody = z
  .object({
    form: z.string({ error: FORM_MESSAGE }).max(40, FORM_MESSAGE),
    fields: z
      .record(idText("Field names", 100), FieldValue, {
        error: "fields must be an object of field names and answers",
      })
      .refine((f) => Object.keys(f).length <= 100, "At most 100 fields"),
    client_id: z
      .string()
      .regex(/^[\w.:-]{8,200}$/, "client_id must be 8 to 200 letters, digits, '.', ':', '_' or '-'")
      .optional(),
    /** Issue 34 §4: the form's hidden honeypot input; a person leaves it empty. */
    honeypot: z
      .string({ error: "honeypot must be text" })
      .max(1000, "honeypot is too long")
      .optional(),
    /** Issue 34 §4: the signed stamp GET /api/leads/form-stamp gave when the form was shown. */
    form_stamp: z
      .string({ error: "form_stamp must be text" })
      .max(200, "form_stamp is too long")
      .optional(),
  })
  .openapi("LeadBody", {
    example: {
      form: "general",
      fields: {
        name: "Sam Citizen",
        email: "sam@example.com",
        phone: "0412 345 678",
        message: "Do you have a white Corolla?",
        category: "Sales",
        terms_conditions: true,
      },
    },
  });
export type LeadBody = z.infer<typeof LeadBody>;

export const IdempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, "Idempotency-Key must be 1 to 200 visible ASCII characters")
    .optional(),
});

export const LeadCreated = z.object({ lead_id: z.string() }).openapi("LeadCreated");

/** Issue 34 §4: when the lead form was shown, signed by the server. */
export const FormStamp = z.object({ stamp: z.string() }).openapi("FormStamp");
