import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailPort, OutgoingMail, SendOutcome } from "@forecourt/core";
import { createTransport } from "nodemailer";
import { composeMail } from "./compose-mail";

/**
 * The embedded e-mail default (issue 32 §1): every message is written whole, as the standard
 * `.eml` file any mail client opens, to `<mailDir>/<site>/<time>-<id>.eml` (owner-only). The
 * bytes are the ones SMTP would send: nodemailer builds them the same way.
 */
export class FileMail implements MailPort {
  readonly provider = "files" as const;
  private readonly composer = createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });

  constructor(
    private readonly mailDir: string,
    private readonly fromAddress: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(mail: OutgoingMail): Promise<SendOutcome> {
    const info = await this.composer.sendMail(composeMail(mail, this.fromAddress));
    const file = path.join(
      this.mailDir,
      safeSegment(mail.site),
      `${fileStem(this.now(), mail.messageId)}.eml`,
    );
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Aside, then renamed: a person (or a test) opening the folder never sees half a message.
    const partial = `${file}.${randomUUID()}.tmp`;
    await writeFile(partial, info.message as Buffer, { mode: 0o600 });
    await rename(partial, file);
    return { ok: true, id: mail.messageId };
  }
}

/** `20261207T174312Z-lead.abc` : sorts by time in a folder listing, names the message. */
export function fileStem(at: Date, messageId: string): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const id = messageId.replace(/^<|>$/g, "").split("@")[0] ?? "message";
  return `${stamp}-${id.replace(/[^A-Za-z0-9._-]/g, "-").slice(0, 80)}`;
}

/** A site slug's own characters only, so no slug names a folder outside the mail folder. */
export function safeSegment(site: string): string {
  return site.replace(/[^a-z0-9-]/g, "") || "site";
}
