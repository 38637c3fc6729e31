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

/**
 * Sign-in codes for the embedded default (issue 4 §4): no SMS is sent; the
 * code is written to the log for the person running the platform locally.
 */
export class LocalOtpSender implements OtpSenderPort {
  constructor(private readonly logger: CodeLogger) {}

  async send(site: string, phone: string, code: string): Promise<void> {
    this.logger.info(
      { site, phone: maskPhone(phone), code },
      "one-time sign-in code (local sender: no SMS sent)",
    );
  }
}

export function createLocalOtpSender(logger: CodeLogger): OtpSenderPort {
  return new LocalOtpSender(logger);
}
