import { formatDate } from "../format/date";
import { isLeadFormName, LEAD_FORM_TITLES } from "../leads/lead-forms";
import type { StoredLead } from "../ports/leads";

/** One of the shopper's own enquiries as the garage lists it (never the dealer's routing data). */
export type EnquirySummary = {
  id: string;
  /** The form's title ("Test Drive", "Finance Enquiry", …), or the category of a general one. */
  title: string;
  /** The car it was about, as "Make Model", when the form was sent about one. */
  vehicle: string | null;
  carId: string | null;
  /** The shopper's own message, if any. */
  message: string | null;
  /** ISO instant and the §9 dd/MM/yyyy date it was sent. */
  submittedAt: string;
  dateText: string;
};

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** How the garage shows one stored lead of the signed-in shopper. */
export function enquirySummary(
  lead: Pick<StoredLead, "id" | "payload" | "createdAt">,
): EnquirySummary {
  const p = lead.payload;
  const form = typeof p.form === "string" && isLeadFormName(p.form) ? p.form : null;
  const formTitle = form ? LEAD_FORM_TITLES[form] : "Enquiry";
  const testDrive = p.kind === "multi-step" && p.enquiry_type === "test-drive";
  const category = text(p.category);
  const vehicle = [text(p["Vehicle Make"]), text(p["Vehicle Model"])].filter(Boolean).join(" ");
  return {
    id: lead.id,
    title: testDrive
      ? "Test Drive"
      : form === "general" && category
        ? `${category}${text(p.subcategory) ? `: ${text(p.subcategory)}` : ""}`
        : formTitle,
    vehicle: vehicle || null,
    carId: text(p.car_id),
    message: text(p.message),
    submittedAt: lead.createdAt.toISOString(),
    dateText: formatDate(lead.createdAt),
  };
}
