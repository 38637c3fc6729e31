/**
 * Issue 32 §1: the two outside message channels. Each has an embedded default (files a person
 * can open) and a real provider (SMTP, Twilio), chosen by configuration in adapters/.
 */

/** One e-mail as the platform composes it; the adapter turns it into MIME. */
export interface OutgoingMail {
  /** The site it is sent for (the embedded adapter files it under `data/mail/<site>/`). */
  site: string;
  to: string[];
  /** The display name in From (the site's name); the address itself is the platform's setting. */
  fromName: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /**
   * `<id@domain>`, derived from what the message is about (a lead's id), so a receiver that sees
   * it twice (at-least-once delivery) can drop the second.
   */
  messageId: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post…); names and values are single lines. */
  headers?: Record<string, string> | undefined;
  attachments?:
    | Array<{
        filename: string;
        content: string;
        contentType: string;
        /** Shown in the message's body after the text (a second text part), not as a file to open. */
        inline?: boolean | undefined;
      }>
    | undefined;
}

/** One text message to a mobile number in E.164 (`+61412345678`). */
export interface OutgoingSms {
  site: string;
  to: string;
  body: string;
}

/**
 * What a send came to. `permanent` failures (a recipient the provider refuses for good: SMTP 5xx,
 * Twilio's invalid-number errors) are not retried; the rest are, with backoff.
 */
export type SendOutcome =
  | { ok: true; id: string }
  | { ok: false; permanent: boolean; reason: string };

export interface MailPort {
  /** Which provider answers: "files" (the embedded default) or "smtp". */
  readonly provider: "files" | "smtp";
  send(mail: OutgoingMail): Promise<SendOutcome>;
}

export interface SmsPort {
  /** Which provider answers: "files" (the embedded default) or "twilio". */
  readonly provider: "files" | "twilio";
  send(sms: OutgoingSms): Promise<SendOutcome>;
}
