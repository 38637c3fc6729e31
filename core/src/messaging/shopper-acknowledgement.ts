import { formatPhone } from "../contact/phone-format";
import { leadLocation, leadTitle } from "../leads/lead-render-context";
import { leadSheet } from "../leads/lead-sheet";
import type { ValidLead } from "../leads/validate-lead";
import { dealershipNameOf } from "../locations/labels";
import type { OutgoingMail } from "../ports/messaging";
import type { Car } from "../schemas/car";
import type { Location } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";
import { headerLine, messageIdFor } from "./header-line";
import type { MailBlock } from "./mail-blocks";
import { mailCar } from "./mail-car";
import { siteHost, siteMailFrame } from "./mail-frame";
import { mailHtml } from "./mail-html";
import { mailLeadLines } from "./mail-lead-lines";
import { mailLocation } from "./mail-location";
import { mailText } from "./mail-text";
import { requestWords, shopperFirstName, whatHappensNext } from "./next-steps";

/** Lines of the lead sheet a shopper did not write: the page address, a slug, the form's name. */
const NOT_THE_SHOPPERS = new Set(["Page", "Dealership", "Form"]);

/** One address with nothing a header could misread (the lead's was checked when it came in). */
const MAILBOX = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

export interface ShopperAcknowledgementInput {
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
}

/**
 * Issue 32 §2.3: the e-mail to the shopper right after their lead, in the site's name, logo
 * and colours: what they sent, the car (photo, price, link), the location with today's hours
 * and phone, and what happens next. HTML and plain text; no remote resource but the logo and
 * the car's photo. Null when the shopper gave no e-mail address.
 */
export function shopperAcknowledgementMail(
  input: ShopperAcknowledgementInput,
): OutgoingMail | null {
  const { site, lead, leadId, car, now, siteOrigin } = input;
  const to = typeof lead.email === "string" ? lead.email.trim() : "";
  if (!MAILBOX.test(to)) return null;

  const location = input.location ?? leadLocation(lead, { site, car }) ?? null;
  const shownLocation = location ? mailLocation(location, site, now) : null;
  const shownCar = car ? mailCar(car, site, siteOrigin) : null;
  const who = location ? dealershipNameOf(location.name) : site.name;
  const first = shopperFirstName(lead);
  const asked = requestWords(lead);
  const sheet = leadSheet(lead, { site, now, leadId, car });
  const phone = site.dealer.phone?.trim() ? formatPhone(site.dealer.phone) : null;

  const blocks: MailBlock[] = [
    { kind: "heading", text: first ? `Thanks, ${first}` : "Thanks for getting in touch" },
    {
      kind: "paragraph",
      text: `We've received your ${asked}${shownCar ? ` about the ${shownCar.title}` : ""} and passed it to ${who}.`,
    },
    ...(shownCar
      ? ([
          { kind: "car", car: shownCar, photo: true },
          { kind: "note", text: shownCar.notes.join("\n") },
        ] satisfies MailBlock[])
      : []),
    { kind: "section", title: "What happens next" },
    { kind: "paragraph", text: whatHappensNext(lead, who) },
    ...(shownLocation
      ? ([
          { kind: "section", title: "Where to find us" },
          { kind: "location", location: shownLocation },
        ] satisfies MailBlock[])
      : phone
        ? ([
            { kind: "paragraph", text: `If you need us sooner, call ${phone}.` },
          ] satisfies MailBlock[])
        : []),
    { kind: "section", title: "What you sent" },
    {
      kind: "facts",
      rows: [
        ["Form", leadTitle(lead)],
        ["Sent", sheet.received],
        ...mailLeadLines(lead, sheet).filter(([label]) => !NOT_THE_SHOPPERS.has(label)),
      ],
    },
  ];
  const subject = headerLine(
    first ? `Thanks ${first}, we've received your ${asked}` : `We've received your ${asked}`,
  );
  const frame = siteMailFrame(site, siteOrigin, {
    title: subject,
    preheader: `${who} has your ${asked}${shownCar ? ` about the ${shownCar.title}` : ""}.`,
    footer: [
      `You are receiving this e-mail because you sent a form on ${siteHost(siteOrigin)}. It is a one-off receipt, not a newsletter.`,
      `Your reference: ${leadId}`,
    ],
  });
  const replyTo = site.dealer.email?.trim();
  return {
    site: site.slug,
    to: [to],
    fromName: site.name,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: mailText(frame, blocks),
    html: mailHtml(frame, blocks),
    messageId: messageIdFor("ack", leadId, input.mailDomain),
  };
}
