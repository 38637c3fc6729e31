import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MailPort, OutgoingMail, SmsPort } from "@forecourt/core";
import { SiteConfig } from "@forecourt/core";
import { validateLead } from "@forecourt/core/leads/validate-lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessagingConfigError } from "./messaging/messaging-config";
import { createPlatform } from "./platform";

/** A mail port that keeps what it is given (the composition root's override). */
function keptMail(): MailPort & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    provider: "smtp",
    sent,
    async send(mail) {
      sent.push(mail);
      return { ok: true, id: mail.messageId };
    },
  };
}

const noSms: SmsPort = { provider: "files", send: async () => ({ ok: true, id: "x" }) };

describe("createPlatform: mail and SMS from the environment (issue 32 §1)", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "forecourt-platform-mail-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.each([
    [
      { FORECOURT_SMTP_URL: "http://mail.example" },
      "FORECOURT_SMTP_URL: must be smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (implicit TLS)",
    ],
    [
      { FORECOURT_SMTP_URL: "smtp://mail.example:587" },
      "FORECOURT_MAIL_FROM: required with FORECOURT_SMTP_URL (the address mail is sent from)",
    ],
    [
      { FORECOURT_SMTP_URL: "", FORECOURT_SMS_PROVIDER: "pigeon" },
      'FORECOURT_SMS_PROVIDER: must be "files" or "twilio"',
    ],
  ])("a bad variable stops the start with one line naming it: %j", async (env, line) => {
    const started = createPlatform({ FORECOURT_DATA_DIR: join(dataDir, "never"), ...env });
    await expect(started).rejects.toThrow(MessagingConfigError);
    await expect(started).rejects.toThrow(line);
    // Before the store opens: nothing was made in the data folder.
    expect(existsSync(join(dataDir, "never"))).toBe(false);
  });

  it("the embedded defaults write files; FORECOURT_SMTP_URL chooses SMTP", async () => {
    const files = await createPlatform({ FORECOURT_DATA_DIR: join(dataDir, "files") });
    try {
      expect([files.mail.provider, files.sms.provider]).toEqual(["files", "files"]);
    } finally {
      await files.close();
    }
    const smtp = await createPlatform({
      FORECOURT_DATA_DIR: join(dataDir, "smtp"),
      FORECOURT_SMTP_URL: "smtp://127.0.0.1:1",
      FORECOURT_MAIL_FROM: "leads@mail.forecourt.example",
    });
    try {
      expect(smtp.mail.provider).toBe("smtp");
    } finally {
      await smtp.close();
    }
  });

  it("takes overrides, and its relay sends a lead's e-mail through them with the Message-ID on FORECOURT_MAIL_FROM's domain", async () => {
    const mail = keptMail();
    const platform = await createPlatform(
      {
        FORECOURT_DATA_DIR: join(dataDir, "overrides"),
        FORECOURT_MAIL_FROM: "leads@mail.forecourt.example",
      },
      { overrides: { mail, sms: noSms } },
    );
    try {
      expect(platform.mail).toBe(mail);
      expect(platform.sms).toBe(noSms);
      const site = SiteConfig.parse({
        slug: "mail-dealer",
        name: "Mail Dealer",
        domains: ["mail-dealer.example"],
        leadRecipients: ["crm@mail-dealer.example"],
      });
      await platform.sites.save(site);
      const valid = validateLead(
        "general",
        {
          name: "Jo Citizen",
          email: "jo@example.com",
          phone: "0412 345 678",
          message: "Call me",
          category: "Sales",
          terms_conditions: true,
        },
        site,
      );
      if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
      const { lead } = await platform.leads.create(
        { site: site.slug, kind: valid.lead.kind, payload: valid.lead, idempotencyKey: null },
        new Date(),
      );
      expect(await platform.relay.drain()).toMatchObject({ delivered: 1 });
      // The lead to the CRM, and the shopper's acknowledgement (the site has no staff to alert).
      expect(mail.sent).toMatchObject([
        {
          site: "mail-dealer",
          to: ["crm@mail-dealer.example"],
          messageId: `<lead.${lead.id}@mail.forecourt.example>`,
        },
        { to: ["jo@example.com"], messageId: `<ack.${lead.id}@mail.forecourt.example>` },
      ]);
    } finally {
      await platform.close();
    }
  });
});
