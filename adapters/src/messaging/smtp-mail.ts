import { readFileSync } from "node:fs";
import type { MailPort, OutgoingMail, SendOutcome } from "@forecourt/core";
import { createTransport } from "nodemailer";
import { composeMail } from "./compose-mail";
import type { MailConfig } from "./messaging-config";

type SmtpConfig = Extract<MailConfig, { provider: "smtp" }>;

/**
 * E-mail over SMTP with nodemailer (issue 32 §1): `smtp://` upgrades with STARTTLS when the
 * server offers it, `smtps://` is implicit TLS; pooled connections; DKIM-signed when configured.
 * A 5xx answer to a recipient or to the message (a refused address) is a permanent failure;
 * anything else (a 5xx to sign-in included) is retried by the caller.
 */
export class SmtpMail implements MailPort {
  readonly provider = "smtp" as const;
  private readonly transport;

  constructor(
    private readonly config: SmtpConfig,
    options: { connectionTimeoutMs?: number; tls?: { ca?: string | Buffer } } = {},
  ) {
    const url = new URL(config.url);
    this.transport = createTransport({
      pool: true,
      maxConnections: 4,
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
      secure: url.protocol === "smtps:",
      ...(url.username
        ? {
            auth: {
              user: decodeURIComponent(url.username),
              pass: decodeURIComponent(url.password),
            },
          }
        : {}),
      connectionTimeout: options.connectionTimeoutMs ?? 10_000,
      greetingTimeout: options.connectionTimeoutMs ?? 10_000,
      socketTimeout: 30_000,
      ...(options.tls ? { tls: options.tls } : {}),
      ...(config.dkim
        ? {
            dkim: {
              domainName: config.dkim.domainName,
              keySelector: config.dkim.keySelector,
              privateKey: readFileSync(config.dkim.privateKeyFile, "utf8"),
            },
          }
        : {}),
    });
  }

  async send(mail: OutgoingMail): Promise<SendOutcome> {
    try {
      await this.transport.sendMail(composeMail(mail, this.config.from));
      return { ok: true, id: mail.messageId };
    } catch (error) {
      const { responseCode: code, command } = error as { responseCode?: number; command?: string };
      return {
        ok: false,
        // Only the message's own refusal is for good: its recipients (RCPT TO) or its content
        // (DATA). A 5xx to sign-in or MAIL FROM is the server's setting, which the operator fixes.
        permanent:
          typeof code === "number" &&
          code >= 500 &&
          code < 600 &&
          /^(RCPT|DATA)/i.test(command ?? ""),
        // The server's answer names an address at most; never the message's content.
        reason: code ? `SMTP ${code}` : `SMTP ${(error as { code?: string }).code ?? "error"}`,
      };
    }
  }

  close(): void {
    this.transport.close();
  }
}
