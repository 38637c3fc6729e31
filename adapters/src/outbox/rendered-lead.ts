import type { OutgoingMail, SiteConfig, StoredLead } from "@forecourt/core";

/** Renders a lead as ADF XML and a plain e-mail body (core/src/leads renderAdf + renderLeadEmail). */
export type LeadRenderer = (
  lead: StoredLead,
  site: SiteConfig,
) => RenderedLead | Promise<RenderedLead>;

export interface RenderedLead {
  adfXml: string;
  emailText: string;
  /** The lead e-mail for the CRM (core's leadMail); null or absent when no one is to receive it. */
  mail?: OutgoingMail | null;
  /** The new-lead alert to the site's staff (core's newLeadAlertMail); null: none is sent. */
  alert?: OutgoingMail | null;
  /** The acknowledgement to the shopper (core's shopperAcknowledgementMail); null: none is sent. */
  acknowledgement?: OutgoingMail | null;
}
