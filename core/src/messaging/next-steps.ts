import type { ValidLead } from "../leads/validate-lead";

/**
 * The shopper's first name as the messages greet them and staff see them: the first word of
 * the name they gave (the name field may hold a whole name when the form has no surname field).
 * Never more, so a staff alert carries no surname (issue 32 §2.2).
 */
export function shopperFirstName(lead: Pick<ValidLead, "name">): string {
  return (typeof lead.name === "string" ? lead.name : "").trim().split(/\s+/u)[0] ?? "";
}

const isTestDrive = (lead: ValidLead) =>
  lead.kind === "test-drive" || (lead.kind === "multi-step" && lead.enquiry_type === "test-drive");

/** What the shopper sent, in their words for a subject: "test drive request". */
export function requestWords(lead: ValidLead): string {
  if (isTestDrive(lead)) return "test drive request";
  switch (lead.form) {
    case "service-booking":
      return "service booking request";
    case "parts":
      return "parts enquiry";
    case "finance":
      return "finance enquiry";
    case "reserve":
      return "reservation request";
    case "career":
      return "careers enquiry";
    case "trade-in":
      return "trade-in request";
    case "find-me-something-similar":
      return "request for a similar car";
    default:
      return "enquiry";
  }
}

/**
 * Issue 32 §2.3 "what happens next" after a lead, per form, naming who will answer (the
 * location, else the site). It promises no time the dealer has not set.
 */
export function whatHappensNext(lead: ValidLead, who: string): string {
  if (isTestDrive(lead)) {
    return `${who} will contact you to confirm a time for your test drive. Please bring your driver licence when you come in.`;
  }
  switch (lead.form) {
    case "service-booking":
      return `${who}'s service team will contact you to confirm your booking. It is not confirmed until they do.`;
    case "finance":
      return `A finance specialist at ${who} will contact you to talk through your options. This enquiry is not a finance application.`;
    case "reserve":
      return `${who} will contact you to confirm your reservation and arrange the next steps.`;
    case "trade-in":
      return `${who} will contact you to arrange an inspection of your vehicle. Any offer is confirmed once they have seen it.`;
    case "find-me-something-similar":
      return `${who} will look for cars that match what you asked for and contact you with what they find.`;
    case "career":
      return `${who} will read your enquiry and contact you if there is a role that suits you.`;
    default:
      return `A member of the ${who} team will reply to your enquiry by phone or e-mail.`;
  }
}
