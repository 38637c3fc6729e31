import { randomUUID } from "node:crypto";
import type { MailPort, SiteRepository, StaffCodeSenderPort } from "@forecourt/core";
import { staffSignInCodeMail } from "@forecourt/core/messaging/sign-in-code-message";
import { CodeNotSentError } from "@forecourt/core/security/code-not-sent";
import { siteOrigin } from "@forecourt/core/sites/site-url";
import { OTP_TTL_SECONDS } from "./site-auth";

export interface MailStaffCodeSenderDeps {
  mail: MailPort;
  sites: Pick<SiteRepository, "get">;
  /** The domain of the address mail is sent from (FORECOURT_MAIL_FROM's), for the Message-ID. */
  mailDomain: string;
}

/**
 * Issue 32: a staff member's sign-in code as an e-mail in the site's name, through the platform's
 * mail provider (SMTP, or `.eml` files under `<dataDir>/mail/<site>/` on the embedded default).
 * The code is never logged; a provider's refusal is thrown as CodeNotSentError for the use case.
 */
export class MailStaffCodeSender implements StaffCodeSenderPort {
  constructor(private readonly deps: MailStaffCodeSenderDeps) {}

  async send(site: string, email: string, code: string): Promise<void> {
    const config = await this.deps.sites.get(site);
    if (!config) throw new CodeNotSentError(true, "no such site");
    const outcome = await this.deps.mail.send(
      staffSignInCodeMail({
        site: config,
        to: email,
        code,
        ttlMinutes: OTP_TTL_SECONDS / 60,
        // A site without a domain is only reached in development, on localhost.
        siteOrigin: siteOrigin(config) ?? `http://${config.slug}.localhost`,
        mailDomain: this.deps.mailDomain,
        messageKey: randomUUID(),
      }),
    );
    if (!outcome.ok) throw new CodeNotSentError(outcome.permanent, outcome.reason);
  }
}
