import path from "node:path";
import type { MailPort, SmsPort } from "@forecourt/core";
import { FileMail } from "./file-mail";
import { FileSms } from "./file-sms";
import { mailConfigFrom, smsConfigFrom } from "./messaging-config";
import { SmtpMail } from "./smtp-mail";
import { TwilioSms } from "./twilio-sms";

/**
 * The e-mail provider configuration names (issue 32 §1): SMTP with FORECOURT_SMTP_URL, else
 * `.eml` files under `<dataRoot>/mail/`. Throws MessagingConfigError naming a bad variable.
 */
export function createMail(env: Record<string, string | undefined>, dataRoot: string): MailPort {
  const config = mailConfigFrom(env);
  return config.provider === "smtp"
    ? new SmtpMail(config)
    : new FileMail(path.join(dataRoot, "mail"), config.from);
}

/** The SMS provider configuration names: Twilio, else text files under `<dataRoot>/sms/`. */
export function createSms(env: Record<string, string | undefined>, dataRoot: string): SmsPort {
  const config = smsConfigFrom(env);
  return config.provider === "twilio"
    ? new TwilioSms(config)
    : new FileSms(path.join(dataRoot, "sms"));
}
