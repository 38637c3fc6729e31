import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OtpSenderPort } from "@forecourt/core";

/** The logging surface the sender needs; a pino logger fits. */
export interface CodeLogger {
  info(fields: Record<string, unknown>, message: string): void;
}

/** Keeps the last 3 digits so a developer can tell numbers apart without logging the whole number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length <= 3 ? "***" : `${"*".repeat(digits.length - 3)}${digits.slice(-3)}`;
}

export interface LocalOtpSenderOptions {
  /**
   * Also write the latest code for each number to `<codesDir>/<site>/<phone digits>.txt`
   * (owner-only), where a developer or a browser test reads it, as leads land in the outbox folder.
   */
  codesDir?: string;
}

/**
 * Sign-in codes for the embedded default (issue 4 §4): no SMS is sent; the
 * code is written to the log for the person running the platform locally,
 * and to the codes folder when one is configured.
 */
export class LocalOtpSender implements OtpSenderPort {
  constructor(
    private readonly logger: CodeLogger,
    private readonly options: LocalOtpSenderOptions = {},
  ) {}

  async send(site: string, phone: string, code: string): Promise<void> {
    this.logger.info(
      { site, phone: maskPhone(phone), code },
      "one-time sign-in code (local sender: no SMS sent)",
    );
    if (this.options.codesDir)
      await writeLatestCode(codeFile(this.options.codesDir, site, phone), code);
  }
}

/** Writes a code to its file (owner-only), aside then renamed, so a reader never sees half of it. */
export async function writeLatestCode(file: string, code: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(partial, `${code}\n`, { mode: 0o600 });
  await rename(partial, file);
}

/**
 * Where the local sender writes the latest code for a number. Only the digits of the phone and
 * the site slug's own characters name the file, so neither can point outside the folder.
 */
export function codeFile(codesDir: string, site: string, phone: string): string {
  const safeSite = site.replace(/[^a-z0-9-]/g, "") || "site";
  const digits = phone.replace(/\D/g, "") || "unknown";
  return path.join(codesDir, safeSite, `${digits}.txt`);
}
