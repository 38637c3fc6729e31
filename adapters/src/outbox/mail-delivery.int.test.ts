import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SiteConfig } from "@forecourt/core";
import { adfDtdErrors, adfTextAt } from "@forecourt/core/leads/adf-validate.test-helper";
import { validateLead } from "@forecourt/core/leads/validate-lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpMail } from "../messaging/smtp-mail";
import { startSmtpServer } from "../messaging/test/smtp-test-server";
import { type Store, storeOn } from "../store/create-store";
import { pgliteTestDatabase, type TestDatabase } from "../store/test-databases";
import { folderLeadDelivery } from "./folder-delivery";
import { closedPort, parsedWithParts } from "./mail-test-support";
import { createOutboxRelay } from "./relay";
import { storedLeadRenderer } from "./render-lead";
import { routedLeadDelivery, webhookLeadDelivery } from "./webhook-delivery";
import { loopbackOutbound, startWebhookServer } from "./webhook-test-server";

const smtpUrl = (port: number) => `smtp://dealer:p%40ss%20word@localhost:${port}`;
const FROM = "leads@forecourt.example";

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** What reached the dealer's CRM: every message but the shopper's acknowledgement. */
const toCrm = (server: SmtpServer) =>
  server.received.filter((r) => !r.to.some((to) => to.startsWith("jane@")));

describe("the lead as ADF e-mail through the outbox (issue 32 §2.1, §3), against a real SMTP server", () => {
  let db: TestDatabase;
  let store: Store;
  let dataDir: string;
  let smtp: SmtpServer;
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  let clock = new Date("2026-12-07T00:00:00Z");
  const refused: string[] = [];
  const mailers: SmtpMail[] = [];
  const mailTo = (port: number) => {
    const mail = new SmtpMail(
      { provider: "smtp", url: smtpUrl(port), from: FROM },
      { tls: { ca: smtp.ca }, connectionTimeoutMs: 2_000 },
    );
    mailers.push(mail);
    return mail;
  };
  const relay = (mail: SmtpMail) =>
    createOutboxRelay({
      leads: store.leads,
      sites: store.sites,
      delivery: routedLeadDelivery(
        webhookLeadDelivery({ signingKey: "k", timeoutMs: 2_000, outbound: loopbackOutbound }),
        folderLeadDelivery(dataDir),
      ),
      mail,
      render: storedLeadRenderer(store.stock, { messageDomain: "forecourt.example" }),
      now: () => clock,
      onRefused: (_id, _site, target, reason) => refused.push(`${target}: ${reason}`),
    });

  const site = (slug: string, over: Record<string, unknown> = {}) =>
    SiteConfig.parse({
      slug,
      name: "Harbour Motors",
      domains: [`${slug}.example`],
      leadRecipients: ["sales@crm.example"],
      locations: [
        { id: "1", name: "Yard", slug: "yard", leadRecipients: ["yard@crm.example"] },
        { id: "2", name: "Showroom", slug: "showroom" },
      ],
      ...over,
    });

  const submit = async (slug: string, fields: Record<string, unknown> = {}) => {
    const config = (await store.sites.get(slug)) as SiteConfig;
    const valid = validateLead(
      "general",
      {
        name: "Jane Citizen",
        email: "jane@example.com",
        phone: "0412 345 678",
        message: "Is it still available?",
        category: "Sales",
        location: "showroom",
        terms_conditions: true,
        ...fields,
      },
      config,
    );
    if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
    const { lead } = await store.leads.create(
      { site: slug, kind: valid.lead.kind, payload: valid.lead, idempotencyKey: null },
      clock,
    );
    return lead;
  };

  beforeAll(async () => {
    db = await pgliteTestDatabase();
    store = await storeOn(db.connection);
    dataDir = await mkdtemp(join(tmpdir(), "forecourt-mail-relay-"));
    smtp = await startSmtpServer();
    webhook = await startWebhookServer();
    await store.sites.save(site("mail-site"));
    await store.sites.save(site("bounce-site", { leadRecipients: ["nobody@bounce.example"] }));
    await store.sites.save(site("both-site", { leadWebhookUrl: webhook.url }));
  });
  afterAll(async () => {
    for (const mail of mailers) mail.close();
    await webhook.close();
    await smtp.close();
    await db.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("sends the lead once to the site's recipients: ADF body, readable text beside it, Message-ID from the lead id", async () => {
    smtp.received.length = 0;
    const lead = await submit("mail-site");
    const mail = mailTo(smtp.port);
    expect(await relay(mail).drain()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await relay(mail).drain()).toMatchObject({ claimed: 0 });
    expect(toCrm(smtp)).toHaveLength(1);
    const [received] = toCrm(smtp);
    expect(received?.to).toEqual(["sales@crm.example"]);
    expect(received?.from).toBe(FROM);
    const { mail: parsed, parts, contentType } = await parsedWithParts(received?.raw as Buffer);
    expect(parsed.messageId).toBe(`<lead.${lead.id}@forecourt.example>`);
    expect(parsed.subject).toBe("General Enquiry – Jane Citizen");
    expect(parsed.from?.value[0]).toEqual({ name: "Harbour Motors", address: FROM });
    expect(contentType).toBe("multipart/mixed");
    expect(parts.map((p) => p.headers.get("content-type"))).toMatchObject([
      { value: "text/plain", params: { charset: "utf-8" } },
      { value: "text/plain", params: { charset: "utf-8" } },
    ]);
    const adf = parts[0]?.text ?? "";
    expect(adfDtdErrors(adf)).toEqual([]);
    expect(adfTextAt(adf, "//prospect/id")).toBe(lead.id);
    expect(adfTextAt(adf, "//vendor/url")).toBe("https://mail-site.example");
    expect(parts[1]?.headers.get("content-disposition")).toMatchObject({ value: "inline" });
    expect(parts[1]?.text).toContain("New General Enquiry lead for Showroom");
    // E-mail is its target: no folder copy.
    expect(await readdir(join(dataDir, "outbox")).catch(() => [])).not.toContain("mail-site");
  });

  it("a location's own recipients take its leads", async () => {
    smtp.received.length = 0;
    await submit("mail-site", { location: "yard" });
    expect(await relay(mailTo(smtp.port)).drain()).toMatchObject({ delivered: 1 });
    expect(toCrm(smtp).map((r) => r.to)).toEqual([["yard@crm.example"]]);
  });

  it("SMTP down: the lead waits with backoff and goes, once, when the server is back", async () => {
    const port = await closedPort();
    const lead = await submit("mail-site");
    const mail = mailTo(port);
    expect(await relay(mail).runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
    const [waiting] = await store.leads.outbox("mail-site", "pending");
    expect(waiting).toMatchObject({
      leadId: lead.id,
      attempts: 1,
      lastError: expect.stringMatching(/^email: SMTP E[A-Z]+$/),
    });
    expect((await relay(mail).runOnce()).claimed).toBe(0); // not due before its backoff
    const back = await startSmtpServer({ port });
    // The server back has a certificate of its own, which the relay's mailer is told to trust.
    const again = new SmtpMail(
      { provider: "smtp", url: smtpUrl(port), from: FROM },
      { tls: { ca: back.ca }, connectionTimeoutMs: 2_000 },
    );
    try {
      clock = new Date(clock.getTime() + 60_000);
      expect(await relay(again).drain()).toMatchObject({ claimed: 1, delivered: 1 });
      expect(toCrm(back)).toHaveLength(1);
      const { mail: parsed } = await parsedWithParts(toCrm(back)[0]?.raw as Buffer);
      expect(parsed.messageId).toBe(`<lead.${lead.id}@forecourt.example>`);
      expect(await store.leads.outbox("mail-site", "pending")).toEqual([]);
    } finally {
      again.close();
      await back.close();
    }
  });

  it("a recipient refused for good (550) is dead at once, reported, not retried; an operator retry sends it again", async () => {
    smtp.received.length = 0;
    refused.length = 0;
    const lead = await submit("bounce-site");
    const mail = mailTo(smtp.port);
    expect(await relay(mail).runOnce()).toEqual({ claimed: 1, delivered: 0, retrying: 0, dead: 1 });
    const [dead] = await store.leads.outbox("bounce-site", "dead");
    expect(dead).toMatchObject({
      leadId: lead.id,
      attempts: 1,
      lastError: "email: SMTP 550",
      targets: [
        { target: "acknowledgement", state: "delivered" },
        { target: "email", state: "dead", lastError: "SMTP 550" },
      ],
    });
    expect(refused).toEqual(["email: SMTP 550"]);
    clock = new Date(clock.getTime() + 7 * 86_400_000);
    const later = await relay(mail).drain();
    expect(later.claimed).toBe(0);
    // The shopper's acknowledgement went, once; the CRM got nothing.
    expect(smtp.received.map((r) => r.to)).toEqual([["jane@example.com"]]);

    // The owner fixes the address and retries the dead letter.
    await store.sites.save(site("bounce-site", { leadRecipients: ["fixed@crm.example"] }));
    expect(await store.leads.retry("bounce-site", lead.id, clock)).toBe(true);
    expect(await relay(mail).drain()).toMatchObject({ delivered: 1 });
    // Only the target still owed it: no second acknowledgement.
    expect(smtp.received.map((r) => r.to)).toEqual([["jane@example.com"], ["fixed@crm.example"]]);
    expect(await store.leads.outbox("bounce-site", "delivered")).toMatchObject([
      {
        leadId: lead.id,
        targets: [
          { target: "acknowledgement", state: "delivered" },
          { target: "email", state: "delivered", lastError: null },
        ],
      },
    ]);
  });

  it("webhook and e-mail both set: each keeps its own state, so the webhook is not sent the lead again while the e-mail retries", async () => {
    webhook.respondWith(200);
    webhook.received.length = 0;
    const port = await closedPort();
    const lead = await submit("both-site");
    expect(await relay(mailTo(port)).runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
    expect(webhook.received).toHaveLength(1);
    expect(await store.leads.outbox("both-site", "pending")).toMatchObject([
      {
        leadId: lead.id,
        lastError: expect.stringMatching(/^email: SMTP E[A-Z]+$/),
        targets: [
          { target: "acknowledgement", state: "pending" },
          { target: "email", state: "pending", lastError: expect.stringMatching(/^SMTP E/) },
          { target: "webhook", state: "delivered" },
        ],
      },
    ]);
    smtp.received.length = 0;
    clock = new Date(clock.getTime() + 60_000);
    expect(await relay(mailTo(smtp.port)).drain()).toMatchObject({ delivered: 1 });
    expect(webhook.received).toHaveLength(1);
    expect(smtp.received.map((r) => r.to)).toEqual([["sales@crm.example"], ["jane@example.com"]]);
    expect(await store.leads.outbox("both-site", "delivered")).toMatchObject([
      {
        leadId: lead.id,
        targets: [
          { target: "acknowledgement", state: "delivered" },
          { target: "email", state: "delivered" },
          { target: "webhook", state: "delivered" },
        ],
      },
    ]);
  });

  it("a name with CR/LF adds no header: the message parses as valid MIME with one subject line and no Bcc", async () => {
    smtp.received.length = 0;
    const lead = await submit("mail-site");
    // Stored as written, past the form's checks: the mail is safe whatever the payload holds.
    await db.exec(
      `UPDATE leads SET payload = jsonb_set(payload, '{name}', '"Jane\\r\\nBcc: victim@example.com\\r\\n\\r\\nInjected"') WHERE id = '${lead.id}'`,
    );
    expect(await relay(mailTo(smtp.port)).drain()).toMatchObject({ delivered: 1 });
    const [received] = toCrm(smtp);
    expect(received?.to).toEqual(["sales@crm.example"]);
    const { mail: parsed, parts } = await parsedWithParts(received?.raw as Buffer);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headerLines.map((h) => h.key)).not.toContain("bcc");
    expect(parsed.subject).toBe("General Enquiry – Jane Bcc: victim@example.com Injected");
    expect(adfDtdErrors(parts[0]?.text ?? "")).toEqual([]);
  });

  it("the new-lead alert goes to the site's staff and the acknowledgement to the shopper, through the same outbox (issue 32 §2.2, §2.3)", async () => {
    smtp.received.length = 0;
    await store.staff.add("mail-site", { email: "sam@staff.example", role: "sales" }, clock);
    const lead = await submit("mail-site");
    const withStaff = createOutboxRelay({
      leads: store.leads,
      sites: store.sites,
      delivery: folderLeadDelivery(dataDir),
      mail: mailTo(smtp.port),
      render: storedLeadRenderer(store.stock, {
        messageDomain: "forecourt.example",
        staff: store.staff,
      }),
      now: () => clock,
    });
    expect(await withStaff.drain()).toMatchObject({ claimed: 1, delivered: 1 });
    const byRecipient = await Promise.all(
      smtp.received.map(
        async (r) => [r.to.join(","), (await parsedWithParts(r.raw)).mail.messageId] as const,
      ),
    );
    expect(Object.fromEntries(byRecipient)).toEqual({
      "sales@crm.example": `<lead.${lead.id}@forecourt.example>`,
      "sam@staff.example": `<alert.${lead.id}@forecourt.example>`,
      "jane@example.com": `<ack.${lead.id}@forecourt.example>`,
    });
  });

  it("a shopper's address refused for good: the acknowledgement is dead alone, the lead is delivered", async () => {
    smtp.received.length = 0;
    refused.length = 0;
    const lead = await submit("bounce-site", { email: "jane@bounce.example" });
    await store.sites.save(site("bounce-site", { leadRecipients: ["sales@crm.example"] }));
    expect(await relay(mailTo(smtp.port)).runOnce()).toMatchObject({ delivered: 1, dead: 0 });
    expect(refused).toEqual(["acknowledgement: SMTP 550"]);
    const delivered = (await store.leads.outbox("bounce-site", "delivered")).find(
      (e) => e.leadId === lead.id,
    );
    expect(delivered?.targets).toMatchObject([
      { target: "acknowledgement", state: "dead", lastError: "SMTP 550" },
      { target: "email", state: "delivered" },
    ]);
    expect(smtp.received.map((r) => r.to)).toEqual([["sales@crm.example"]]);
  });
});
