import type { MailCar } from "./mail-car";
import type { MailLocation } from "./mail-location";

/**
 * What a platform e-mail says, as blocks of plain text: one list renders both the HTML part
 * (mail-html.ts) and the plain-text part (mail-text.ts), so the two always say the same, and
 * every text is escaped by the renderer, never by the message that wrote it.
 */
export type MailBlock =
  | { kind: "heading"; text: string }
  /** A paragraph; line breaks in it (a shopper's comments) are kept. */
  | { kind: "paragraph"; text: string }
  | { kind: "section"; title: string }
  | { kind: "facts"; rows: Array<[string, string]> }
  | { kind: "button"; label: string; href: string }
  | { kind: "car"; car: MailCar; photo: boolean }
  | { kind: "location"; location: MailLocation }
  /** A one-time code, large and spaced so it is read (and typed) without a mistake. */
  | { kind: "code"; label: string; code: string }
  /** Small print (a price disclaimer). */
  | { kind: "note"; text: string };

/** The frame around the blocks: whose message it is and how it looks. */
export interface MailFrame {
  /** BCP 47 language of the site ("en-AU", "en-NZ"). */
  lang: string;
  /** The document title (the subject). */
  title: string;
  /** The hidden first line a mail list shows beside the subject. */
  preheader: string;
  siteName: string;
  /** Absolute address of the site's logo, or null to show its name instead. */
  logoUrl: string | null;
  /** The site's own address, linked from the footer. */
  homeUrl: string;
  colours: { primary: string; text: string };
  font: string;
  /** Small lines under the message: why it was sent. */
  footer: string[];
}
