import type { OutgoingMail, OutgoingSms } from "../ports/messaging";
import type { SiteConfig } from "../schemas/site-config";
import { headerLine, messageIdFor } from "./header-line";
import type { MailBlock } from "./mail-blocks";
import { siteHost, siteMailFrame } from "./mail-frame";
import { mailHtml } from "./mail-html";
import { mailText } from "./mail-text";

/** A text message's length in GSM-7 characters (one SMS without splitting). */
export const SMS_MAX_CHARS = 160;

/** How long a code lives, as a reader reads it ("5 minutes"). */
function lifeText(ttlMinutes: number): string {
  return `${ttlMinutes} minute${ttlMinutes === 1 ? "" : "s"}`;
}

export interface StaffSignInCodeMailInput {
  site: SiteConfig;
  /** The staff member's address (already checked: it is on the site's staff). */
  to: string;
  code: string;
  ttlMinutes: number;
  /** The site's public origin: the logo and the footer's link. */
  siteOrigin: string;
  /** The domain of the address mail is sent from, for the Message-ID. */
  mailDomain: string;
  /** Unique per message (a random id): names the Message-ID, never the code. */
  messageKey: string;
}

/**
 * Issue 32: a staff member's sign-in code for the dealer console as an e-mail in the site's
 * name: subject naming the site, the code, how long it lasts and what to do if it wasn't them.
 * The code is in the body only, never in the subject or a header a log would keep.
 */
export function staffSignInCodeMail(input: StaffSignInCodeMailInput): OutgoingMail {
  const { site, code, siteOrigin } = input;
  const life = lifeText(input.ttlMinutes);
  const blocks: MailBlock[] = [
    { kind: "heading", text: "Your sign-in code" },
    {
      kind: "paragraph",
      text: `Enter this code to sign in to the ${site.name} dealer console:`,
    },
    { kind: "code", label: "Your code", code },
    { kind: "paragraph", text: `It works once, for ${life}.` },
    {
      kind: "paragraph",
      text: "If this wasn't you, you can ignore this e-mail: nobody can sign in without the code. Never share it; we will never ask you for it.",
    },
  ];
  const subject = headerLine(`Your ${site.name} dealer console sign-in code`);
  const frame = siteMailFrame(site, siteOrigin, {
    title: subject,
    preheader: `Your code works for ${life}.`,
    footer: [
      `You are receiving this e-mail because someone asked to sign in to the dealer console of ${siteHost(siteOrigin)} with this address.`,
    ],
  });
  return {
    site: site.slug,
    to: [input.to],
    fromName: site.name,
    subject,
    text: mailText(frame, blocks),
    html: mailHtml(frame, blocks),
    messageId: messageIdFor("sign-in", input.messageKey, input.mailDomain),
  };
}

// GSM 03.38's basic character set (each one character of a 160-character message); the
// extension table's characters ({ } [ ] ~ \ | ^ €) count twice, so they are left out too.
const GSM7_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);

/** Whether a text is all GSM-7 basic characters (so 160 of them fit one SMS). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM7_BASIC.has(char)) return false;
  return true;
}

/**
 * A site's name as GSM-7: accents dropped where that leaves a GSM-7 letter (Māori → Maori),
 * anything else outside the set dropped, runs of spaces made one, at most `max` characters.
 */
export function gsm7Name(name: string, max: number): string {
  const kept = [...name]
    .map((char) => (GSM7_BASIC.has(char) ? char : char.normalize("NFD").replace(/\p{M}/gu, "")))
    .join("")
    .split("")
    .filter((char) => GSM7_BASIC.has(char) && char !== "\n" && char !== "\r")
    .join("")
    .replace(/ +/g, " ")
    .trim();
  return kept.length <= max ? kept : kept.slice(0, max).trimEnd();
}

export interface ShopperSignInCodeSmsInput {
  site: Pick<SiteConfig, "slug" | "name" | "domains">;
  /** The mobile number in E.164. */
  to: string;
  code: string;
  ttlMinutes: number;
}

/**
 * Issue 32: a shopper's sign-in code as one text of at most 160 GSM-7 characters: the code
 * first (a phone's preview shows it), the site, how long it lasts, and "if this wasn't you".
 * With the site's host, the last line is the origin-bound form (`@host #code`) browsers use to
 * offer the code in the form; it is left out when it would not fit.
 */
export function shopperSignInCodeSms(input: ShopperSignInCodeSmsInput): OutgoingSms {
  const { code } = input;
  const life = lifeText(input.ttlMinutes);
  const body = (name: string) =>
    `${code} is your ${name} sign-in code. It expires in ${life}. If this wasn't you, ignore this text.`;
  const fixed = body("").length;
  const name = gsm7Name(input.site.name, SMS_MAX_CHARS - fixed) || "Forecourt";
  const text = body(name);
  const host = input.site.domains[0];
  const bound = host ? `\n\n@${host} #${code}` : "";
  const withHost = `${text}${bound}`;
  return {
    site: input.site.slug,
    to: input.to,
    body: bound && isGsm7(withHost) && withHost.length <= SMS_MAX_CHARS ? withHost : text,
  };
}
