import { leadLocation, leadTitle, leadVehicle } from "../leads/lead-render-context";
import { leadSheet } from "../leads/lead-sheet";
import type { ValidLead } from "../leads/validate-lead";
import type { OutgoingMail } from "../ports/messaging";
import type { Car } from "../schemas/car";
import type { Location } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";
import { headerLine, messageIdFor } from "./header-line";
import { absoluteHttpUrl } from "./html-text";
import type { MailBlock } from "./mail-blocks";
import { mailCar } from "./mail-car";
import { siteMailFrame } from "./mail-frame";
import { mailHtml } from "./mail-html";
import { mailLeadLines } from "./mail-lead-lines";
import { mailText } from "./mail-text";
import { shopperFirstName } from "./next-steps";

/**
 * The lead sheet's lines an alert may carry: what was asked, never who asked (no surname,
 * address, phone, postcode or rego). An allow-list, so a new line stays out until named here.
 */
const WHAT_THEY_ASKED = [
  "Category",
  "Subcategory",
  "Preferred date",
  "Pick-up location",
  "Additional services",
  "Trade-in vehicle",
];

export interface NewLeadAlertInput {
  site: SiteConfig;
  lead: ValidLead;
  leadId: string;
  car: Car | null;
  /** The location the lead is for; null: the one the shopper chose or the car's, if any. */
  location: Location | null;
  now: Date;
  /** The site's public origin ("https://bmg.example"): every link and picture is absolute. */
  siteOrigin: string;
  /** The domain of the address mail is sent from, for the Message-ID. */
  mailDomain: string;
  /** The staff who take alerts (each may turn them off; the caller chooses). */
  to: string[];
}

/** The console's page of one lead (web/app/site/[host]/dealer/leads/[id]), absolute. */
export function dealerLeadUrl(siteOrigin: string, leadId: string): string {
  const path = `/dealer/leads/${encodeURIComponent(leadId)}`;
  return absoluteHttpUrl(siteOrigin, path) ?? `${siteOrigin}${path}`;
}

/**
 * Issue 32 §2.2: the alert to staff within seconds of a lead: the shopper's first name only,
 * what they asked, the car, and a link to the lead in the console, where the contact details
 * are. Nothing else of the shopper's, so the message is no copy of their personal data.
 */
export function newLeadAlertMail(input: NewLeadAlertInput): OutgoingMail {
  const { site, lead, leadId, car, now, siteOrigin } = input;
  const first = shopperFirstName(lead) || "A shopper";
  const title = leadTitle(lead);
  const sheet = leadSheet(lead, { site, now, leadId, car });
  const location = input.location ?? leadLocation(lead, { site, car }) ?? null;
  const shownCar = car ? mailCar(car, site, siteOrigin) : null;
  const v = leadVehicle(lead, { site, now, car });
  const vehicle = shownCar?.title ?? [v.year, v.make, v.model].filter(Boolean).join(" ");
  const comments = typeof lead.message === "string" ? lead.message.trim() : "";
  const link = dealerLeadUrl(siteOrigin, leadId);

  const blocks: MailBlock[] = [
    { kind: "heading", text: `New ${title} lead from ${first}` },
    {
      kind: "facts",
      rows: [
        ["Received", sheet.received],
        ["Form", title],
        ...(location ? ([["Location", location.name]] as Array<[string, string]>) : []),
        ...(!shownCar && vehicle ? ([["Vehicle", vehicle]] as Array<[string, string]>) : []),
        ...mailLeadLines(lead, sheet).filter(([label]) => WHAT_THEY_ASKED.includes(label)),
      ],
    },
    { kind: "section", title: `What ${first} asked` },
    { kind: "paragraph", text: comments || "No comments: the form's answers are in the lead." },
    ...(shownCar ? ([{ kind: "car", car: shownCar, photo: false }] satisfies MailBlock[]) : []),
    { kind: "button", label: "Open the lead", href: link },
    {
      kind: "note",
      text: "The shopper's contact details are in the console, not in this e-mail.",
    },
  ];
  const subject = headerLine(`New ${title} lead: ${first}${vehicle ? ` – ${vehicle}` : ""}`);
  const frame = siteMailFrame(site, siteOrigin, {
    title: subject,
    preheader: comments ? headerLine(comments, 120) : `${first} sent a ${title} form.`,
    footer: [`You are receiving this alert as staff of ${site.name} with new-lead alerts on.`],
  });
  return {
    site: site.slug,
    to: [...new Set(input.to.map((address) => address.trim()).filter(Boolean))],
    fromName: site.name,
    subject,
    text: mailText(frame, blocks),
    html: mailHtml(frame, blocks),
    messageId: messageIdFor("alert", leadId, input.mailDomain),
  };
}
