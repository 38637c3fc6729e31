import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutgoingSms, SendOutcome, SmsPort } from "@forecourt/core";
import { safeSegment } from "./file-mail";

/**
 * The embedded SMS default (issue 32 §1): each text is a file a person can open,
 * `<smsDir>/<site>/<time>-<number digits>.txt`, holding its To line and its body (owner-only).
 */
export class FileSms implements SmsPort {
  readonly provider = "files" as const;

  constructor(
    private readonly smsDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(sms: OutgoingSms): Promise<SendOutcome> {
    const id = randomUUID();
    const stamp = this.now()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z");
    const digits = sms.to.replace(/\D/g, "") || "unknown";
    const file = path.join(
      this.smsDir,
      safeSegment(sms.site),
      `${stamp}-${digits}-${id.slice(0, 8)}.txt`,
    );
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const partial = `${file}.tmp`;
    await writeFile(partial, `To: ${sms.to}\n\n${sms.body}\n`, { mode: 0o600 });
    await rename(partial, file);
    return { ok: true, id };
  }
}
