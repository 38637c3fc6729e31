import { z } from "zod";

/**
 * Issue 32 §1: which e-mail and SMS providers the platform uses, read from the environment
 * (README "Configuration"). Unset means the embedded defaults: files under the data folder.
 */
export type MailConfig =
  | { provider: "files"; from: string }
  | {
      provider: "smtp";
      from: string;
      url: string;
      dkim?: { domainName: string; keySelector: string; privateKeyFile: string } | undefined;
    };

export type SmsConfig =
  | { provider: "files" }
  | { provider: "twilio"; accountSid: string; authToken: string; from: string; apiBase: string };

const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}, "must be smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (implicit TLS)");

const mailFrom = z
  .string()
  .regex(
    /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/,
    "must be one e-mail address, e.g. leads@example.com",
  );

const MailEnv = z.object({
  FORECOURT_SMTP_URL: smtpUrl.optional(),
  FORECOURT_MAIL_FROM: mailFrom.optional(),
  FORECOURT_DKIM_DOMAIN: z.string().min(1).optional(),
  FORECOURT_DKIM_SELECTOR: z.string().min(1).optional(),
  FORECOURT_DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),
});

const SmsEnv = z.object({
  FORECOURT_SMS_PROVIDER: z
    .enum(["files", "twilio"], { message: 'must be "files" or "twilio"' })
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be the account's SID (AC and 32 hex digits)")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|[A-Za-z][A-Za-z0-9 ]{0,10}|MG[0-9a-fA-F]{32})$/,
      "must be an E.164 number (+61…), an alphanumeric sender ID (up to 11 characters) or a Messaging Service SID (MG…)",
    )
    .optional(),
  TWILIO_API_BASE: z
    .url({ protocol: /^https?$/, message: "must be an http(s) address" })
    .optional(),
});

/** A configuration that cannot start: one line naming the variable and what it must be. */
export class MessagingConfigError extends Error {
  // Named, so a shell tells a configuration it refuses from an error it did not expect.
  override name = "MessagingConfigError";
}

function firstProblem(error: z.ZodError): MessagingConfigError {
  const issue = error.issues[0];
  return new MessagingConfigError(`${String(issue?.path[0] ?? "environment")}: ${issue?.message}`);
}

const DEFAULT_FROM = "no-reply@forecourt.localhost";

/** The e-mail provider the environment names; throws MessagingConfigError naming a bad variable. */
export function mailConfigFrom(env: Record<string, string | undefined>): MailConfig {
  const parsed = MailEnv.safeParse(blankAsUnset(env));
  if (!parsed.success) throw firstProblem(parsed.error);
  const e = parsed.data;
  if (!e.FORECOURT_SMTP_URL)
    return { provider: "files", from: e.FORECOURT_MAIL_FROM ?? DEFAULT_FROM };
  if (!e.FORECOURT_MAIL_FROM)
    throw new MessagingConfigError(
      "FORECOURT_MAIL_FROM: required with FORECOURT_SMTP_URL (the address mail is sent from)",
    );
  const dkimParts = [
    e.FORECOURT_DKIM_DOMAIN,
    e.FORECOURT_DKIM_SELECTOR,
    e.FORECOURT_DKIM_PRIVATE_KEY_FILE,
  ];
  if (dkimParts.some(Boolean) && !dkimParts.every(Boolean))
    throw new MessagingConfigError(
      "FORECOURT_DKIM_DOMAIN: DKIM signing needs FORECOURT_DKIM_DOMAIN, FORECOURT_DKIM_SELECTOR and FORECOURT_DKIM_PRIVATE_KEY_FILE together",
    );
  return {
    provider: "smtp",
    url: e.FORECOURT_SMTP_URL,
    from: e.FORECOURT_MAIL_FROM,
    dkim:
      e.FORECOURT_DKIM_DOMAIN && e.FORECOURT_DKIM_SELECTOR && e.FORECOURT_DKIM_PRIVATE_KEY_FILE
        ? {
            domainName: e.FORECOURT_DKIM_DOMAIN,
            keySelector: e.FORECOURT_DKIM_SELECTOR,
            privateKeyFile: e.FORECOURT_DKIM_PRIVATE_KEY_FILE,
          }
        : undefined,
  };
}

/** The SMS provider the environment names; throws MessagingConfigError naming a bad variable. */
export function smsConfigFrom(env: Record<string, string | undefined>): SmsConfig {
  const parsed = SmsEnv.safeParse(blankAsUnset(env));
  if (!parsed.success) throw firstProblem(parsed.error);
  const e = parsed.data;
  if ((e.FORECOURT_SMS_PROVIDER ?? "files") === "files") return { provider: "files" };
  for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const) {
    if (!e[name])
      throw new MessagingConfigError(`${name}: required with FORECOURT_SMS_PROVIDER=twilio`);
  }
  return {
    provider: "twilio",
    accountSid: e.TWILIO_ACCOUNT_SID as string,
    authToken: e.TWILIO_AUTH_TOKEN as string,
    from: e.TWILIO_FROM as string,
    apiBase: (e.TWILIO_API_BASE ?? "https://api.twilio.com").replace(/\/+$/, ""),
  };
}

function blankAsUnset(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
}
