import type { OutgoingMail } from "@forecourt/core";
import { headerLine } from "@forecourt/core";
import type { SendMailOptions } from "nodemailer/lib/mailer";

/**
 * The nodemailer message for one OutgoingMail, shared by every mail adapter so a file and an SMTP
 * send are the same bytes. Every header text a person wrote is made one line (headerLine) and
 * nodemailer encodes it, so a name or subject cannot add a header.
 */
export function composeMail(mail: OutgoingMail, fromAddress: string): SendMailOptions {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (/^[A-Za-z0-9-]+$/.test(name)) headers[name] = headerLine(value, 900);
  }
  return {
    from: { name: headerLine(mail.fromName, 120), address: fromAddress },
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: headerLine(mail.subject, 250),
    messageId: mail.messageId,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    headers,
    attachments: (mail.attachments ?? []).map((a) =>
      a.inline
        ? // A part of the message's body, shown after the text: no file name, so no client lists it as a file.
          {
            filename: false as const,
            content: a.content,
            contentType: a.contentType,
            contentDisposition: "inline" as const,
          }
        : { filename: headerLine(a.filename, 120), content: a.content, contentType: a.contentType },
    ),
  };
}
