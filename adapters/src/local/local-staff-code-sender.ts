import path from "node:path";
import type { StaffCodeSenderPort } from "@forecourt/core";
import { type CodeLogger, type LocalOtpSenderOptions, writeLatestCode } from "./local-otp-sender";

/** Keeps the first letter and the domain, so a developer can tell addresses apart in the log. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * Where the local sender writes a staff member's latest code: `<codesDir>/<site>/<email>.txt`.
 * Only the slug's own characters and the address's letters, digits and `@._+-` name the file
 * (anything else becomes `_`), so neither can point outside the folder.
 */
export function staffCodeFile(codesDir: string, site: string, email: string): string {
  const safeSite = site.replace(/[^a-z0-9-]/g, "") || "site";
  const safeEmail = email.toLowerCase().replace(/[^a-z0-9@._+-]/g, "_") || "unknown";
  return path.join(codesDir, safeSite, `${safeEmail}.txt`);
}

/**
 * Staff sign-in codes on the embedded default (issue 17 §2): no e-mail is sent; the code goes to
 * the log and to the codes folder, as the shoppers' mobile codes do (local-otp-sender).
 */
export class LocalStaffCodeSender implements StaffCodeSenderPort {
  constructor(
    private readonly logger: CodeLogger,
    private readonly options: LocalOtpSenderOptions = {},
  ) {}

  async send(site: string, email: string, code: string): Promise<void> {
    this.logger.info(
      { site, email: maskEmail(email), code },
      "staff sign-in code (local sender: no e-mail sent)",
    );
    if (this.options.codesDir) {
      await writeLatestCode(staffCodeFile(this.options.codesDir, site, email), code);
    }
  }
}
