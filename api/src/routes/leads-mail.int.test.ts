import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SmtpMail } from "@forecourt/adapters/messaging/smtp-mail";
import { startSmtpServer } from "@forecourt/adapters/messaging/test/smtp-test-server";
import { closedPort } from "@forecourt/adapters/outbox/mail-test-support";
import { createPlatform, type Platform } from "@forecourt/adapters/platform";
import type { MailPort } from "@forecourt/core";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { client, goodLead, site } from "../test-support/harness";

/** The platform's mail port, pointed at whichever SMTP server a case needs. */
function switchableMail() {
  let current: SmtpMail | null = null;
  const port: MailPort = {
    provider: "smtp",
    send: (mail) => (current as SmtpMail).send(mail),
  };
  return {
    port,
    use(next: SmtpMail) {
      current?.close();
      current = next;
    },
    close: () => current?.close(),
  };
}

describe("POST /api/leads while SMTP is down, slow or refusing (issue 32 §3)", () => {
  let dataDir: string;
  let platform: Platform;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const mail = switchableMail();
  const smtpMail = (port: number, ca: string) =>
    new SmtpMail(
      {
        provider: "smtp",
        url: `smtp://dealer:p%40ss%20word@localhost:${port}`,
        from: "l@f.example",
      },
      { tls: { ca }, connectionTimeoutMs: 2_000 },
    );
  const post = () =>
    client(createApp(platform, { logger: pino({ level: "silent" }) }), "alpha.localhost:3000").post(
      "/api/leads",
      goodLead,
    );
  const leadIdOf = async (res: Response) => ((await res.json()) as { lead_id: string }).lead_id;
  const outboxOf = async (id: string) =>
    (await platform.leads.outbox("alpha")).find((e) => e.leadId === id);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "forecourt-api-mail-"));
    smtp = await startSmtpServer();
    platform = await createPlatform(
      { FORECOURT_DATA_DIR: dataDir, FORECOURT_MAIL_FROM: "leads@forecourt.example" },
      { overrides: { mail: mail.port } },
    );
    await platform.sites.save(site("alpha", { leadRecipients: ["crm@alpha.example"] }));
  }, 120_000);
  afterAll(async () => {
    mail.close();
    await platform?.close();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("down: the lead is stored and answered 201; its e-mail waits in the outbox", async () => {
    mail.use(smtpMail(await closedPort(), smtp.ca));
    const res = await post();
    expect(res.status).toBe(201);
    const id = await leadIdOf(res);
    expect(await platform.relay.runOnce()).toMatchObject({ retrying: 1 });
    expect(await outboxOf(id)).toMatchObject({ state: "pending", attempts: 1 });
    mail.use(smtpMail(smtp.port, smtp.ca));
    await platform.leads.retry("alpha", id, new Date()); // due now rather than after its backoff
    expect(await platform.relay.drain()).toMatchObject({ delivered: 1 });
    expect(smtp.received.map((r) => r.to)).toContainEqual(["crm@alpha.example"]);
  });

  it("slow: while the relay waits on the SMTP server, a lead is still answered 201 at once", {
    timeout: 60_000,
  }, async () => {
    const slow = await startSmtpServer({ answerDelayMs: 4_000 });
    mail.use(smtpMail(slow.port, slow.ca));
    const first = await leadIdOf(await post());
    platform.relay.start(20);
    try {
      for (let i = 0; i < 500 && slow.received.length === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(slow.received).toHaveLength(1); // the relay is mid-send
      const started = Date.now();
      const res = await post();
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await outboxOf(first)).toMatchObject({ state: "pending" });
    } finally {
      mail.use(smtpMail(smtp.port, smtp.ca));
      await platform.relay.stop();
      await slow.close();
    }
  });

  it("refusing the recipient (550): the lead is stored and answered 201, and dead-lettered after one attempt", async () => {
    await platform.relay.drain(); // the earlier cases' leads out of the way
    await platform.sites.save(site("alpha", { leadRecipients: ["gone@bounce.example"] }));
    const res = await post();
    expect(res.status).toBe(201);
    const id = await leadIdOf(res);
    await platform.relay.drain();
    expect(await outboxOf(id)).toMatchObject({
      state: "dead",
      attempts: 1,
      targets: expect.arrayContaining([
        expect.objectContaining({ target: "email", state: "dead", lastError: "SMTP 550" }),
      ]),
    });
  });
});
