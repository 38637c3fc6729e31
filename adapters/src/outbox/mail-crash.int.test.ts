import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpMail } from "../messaging/smtp-mail";
import { startSmtpServer } from "../messaging/test/smtp-test-server";
import { createStore } from "../store/create-store";
import { folderLeadDelivery } from "./folder-delivery";
import { parsedWithParts } from "./mail-test-support";
import { createOutboxRelay } from "./relay";
import { storedLeadRenderer } from "./render-lead";

const child = fileURLToPath(new URL("./mail-crash-child.ts", import.meta.url));
/** A child process loads TypeScript through tsx and opens its own database: slow on a busy 2-core machine. */
const CHILD_TIMEOUT = 180_000;
const smtpUrl = (port: number) => `smtp://dealer:p%40ss%20word@localhost:${port}`;

function runChild(
  args: Record<string, unknown>,
  killWhen?: () => boolean,
): Promise<{ leadId: string; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--import", "tsx", child, JSON.stringify(args)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    proc.stdout.on("data", (d) => {
      out += d;
    });
    proc.stderr.on("data", (d) => {
      err += d;
    });
    const poll = killWhen
      ? setInterval(() => {
          if (killWhen()) proc.kill("SIGKILL");
        }, 20)
      : null;
    const deadline = setTimeout(() => proc.kill("SIGKILL"), CHILD_TIMEOUT - 10_000);
    proc.on("exit", (_code, signal) => {
      if (poll) clearInterval(poll);
      clearTimeout(deadline);
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (!line) return reject(new Error(`child committed nothing: ${err}`));
      resolve({ leadId: (JSON.parse(line) as { leadId: string }).leadId, signal });
    });
  });
}

const messageIds = async (raws: Buffer[]) =>
  Promise.all(raws.map(async (raw) => (await parsedWithParts(raw)).mail.messageId));

describe("the lead e-mail across a kill -9 of its sender (issue 32 §3, PGlite on disk)", () => {
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** Takes each message, then never answers it: the sender is killed while it waits. */
  let stalling: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "forecourt-mail-crash-"));
    smtp = await startSmtpServer();
    stalling = await startSmtpServer({ answerDelayMs: 600_000 });
  }, 60_000);
  afterAll(async () => {
    await smtp.close();
    await stalling.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function sendWithNewRelay(at: Date) {
    const store = await createStore({ dataDir });
    const mail = new SmtpMail(
      { provider: "smtp", url: smtpUrl(smtp.port), from: "leads@forecourt.example" },
      { tls: { ca: smtp.ca } },
    );
    try {
      const relay = createOutboxRelay({
        leads: store.leads,
        sites: store.sites,
        delivery: folderLeadDelivery(dataDir),
        mail,
        render: storedLeadRenderer(store.stock, { messageDomain: "forecourt.example" }),
        now: () => at,
      });
      await relay.drain();
      return await store.leads.outbox("crash-site");
    } finally {
      mail.close();
      await store.close();
    }
  }

  it("killed right after the commit: a new relay sends the e-mail exactly once", {
    timeout: CHILD_TIMEOUT,
  }, async () => {
    smtp.received.length = 0;
    const { leadId, signal } = await runChild({
      dataDir,
      site: "crash-site",
      smtpUrl: smtpUrl(smtp.port),
      ca: smtp.ca,
      idempotencyKey: "after-commit",
      mode: "after-commit",
    });
    expect(signal).toBe("SIGKILL");
    const outbox = await sendWithNewRelay(new Date(Date.now() + 1_000));
    expect(outbox.find((e) => e.leadId === leadId)?.state).toBe("delivered");
    expect(await messageIds(smtp.received.map((r) => r.raw))).toEqual([
      `<lead.${leadId}@forecourt.example>`,
    ]);
  });

  it("killed mid-send: after its lease the e-mail goes again, and both copies carry the lead's Message-ID", {
    timeout: CHILD_TIMEOUT,
  }, async () => {
    smtp.received.length = 0;
    const { leadId, signal } = await runChild(
      {
        dataDir,
        site: "crash-site",
        smtpUrl: smtpUrl(stalling.port),
        ca: stalling.ca,
        idempotencyKey: "during-send",
        mode: "during-send",
      },
      () => stalling.received.length > 0,
    );
    expect(signal).toBe("SIGKILL");
    // Within the dead relay's lease nobody else takes the lead.
    const early = await sendWithNewRelay(new Date(Date.now() + 1_000));
    expect(early.find((e) => e.leadId === leadId)).toMatchObject({ state: "pending", attempts: 1 });
    expect(smtp.received).toEqual([]);
    const late = await sendWithNewRelay(new Date(Date.now() + 120_000));
    expect(late.find((e) => e.leadId === leadId)).toMatchObject({
      state: "delivered",
      attempts: 2,
    });
    // The interrupted copy and the real one share the Message-ID, so the CRM keeps one.
    const id = `<lead.${leadId}@forecourt.example>`;
    expect(await messageIds(stalling.received.map((r) => r.raw))).toEqual([id]);
    expect(await messageIds(smtp.received.map((r) => r.raw))).toEqual([id]);
  });
});
