import { headerLine, messageIdFor } from "../messaging/header-line";
import type { OutgoingMail } from "../ports/messaging";
import { leadEmailSubject } from "./lead-email";
import { type LeadRenderContext, leadLocation } from "./lead-render-context";
import type { ValidLead } from "./validate-lead";

/** The readable text's file name beside the ADF body (mail clients show it inline). */
export const LEAD_TEXT_PART_NAME = "lead.txt";

/**
 * Issue 32 §2.1: who gets a lead by e-mail: its location's own `leadRecipients` when it has
 * some, else the site's; none means the lead goes by no e-mail.
 */
export function leadRecipients(
  lead: ValidLead,
  context: Pick<LeadRenderContext, "site" | "car">,
): string[] {
  const own = leadLocation(lead, context)?.leadRecipients ?? [];
  return [...new Set(own.length > 0 ? own : context.site.leadRecipients)];
}

/**
 * The lead e-mail to the dealer's CRM (issue 32 §2.1): the ADF 1.0 document as the text body,
 * the readable text as a second inline text part, a subject made one header line, and a
 * Message-ID derived from the lead id (`<lead.<id>@domain>`), the same on every attempt, so a
 * CRM can drop a duplicate. Null when nobody is to receive it.
 */
export function leadMail(
  lead: ValidLead,
  context: LeadRenderContext & { leadId: string },
  rendered: { adfXml: string; emailText: string },
  /** The domain of the address mail is sent from (FORECOURT_MAIL_FROM). */
  messageDomain: string,
): OutgoingMail | null {
  const to = leadRecipients(lead, context);
  if (to.length === 0) return null;
  return {
    site: context.site.slug,
    to,
    fromName: context.site.name,
    subject: headerLine(leadEmailSubject(lead, context), 250),
    text: rendered.adfXml,
    messageId: messageIdFor("lead", context.leadId, messageDomain),
    attachments: [
      {
        filename: LEAD_TEXT_PART_NAME,
        content: rendered.emailText,
        contentType: "text/plain; charset=utf-8",
        inline: true,
      },
    ],
  };
}
