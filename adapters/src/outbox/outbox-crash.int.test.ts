import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { StoredLead } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, type StoreOptions } from "../store/create-store";
import { postgresTestSchema, testDatabaseUrl } from "../store/test-databases";
import { createOutboxRelay } from "./relay";
import { webhookLeadDelivery } from "./webhook-delivery";
import { loopbackOutbound, startWebhookServer } from "./webhook-test-server";

const child = fileURLToPath(new URL("./crash-child.ts", import.meta.url));
/** A child process loads TypeScript through tsx and opens its own database: slow on a busy 2-core machine. */
const CHILD_TIMEOUT = 180_000;
const render = (l: StoredLead) => ({ adfXml: `<adf><id>${l.id}</id></adf>`, emailText: l.id });

/** Runs the child; resolves with the lead id it committed and the signal that ended it. */
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

function durabilitySuite(
  name: string,
  storeOptions: () => Promise<StoreOptions & { childArgs: Record<string, unknown> }>,
) {
  describe(`${name}: a process killed between commit and delivery`, () => {
    let server: Awaited<ReturnType<typeof startWebhookServer>>;
    let options: StoreOptions & { childArgs: Record<string, unknown> };
    beforeAll(async () => {
      server = await startWebhookServer();
      options = await storeOptions();
    }, 60_000);
    afterAll(() => server.close());

    async function deliverWithNewRelay(at: Date) {
      const store = await createStore(options);
      try {
        const relay = createOutboxRelay({
          leads: store.leads,
          sites: store.sites,
          delivery: webhookLeadDelivery({ signingKey: "test-key", outbound: loopbackOutbound }),
          render,
          now: () => at,
        });
        await relay.drain();
        await relay.drain();
        return await store.leads.outbox("crash-site");
      } finally {
        await store.close();
      }
    }

    it("killed right after the commit: a new relay delivers the lead exactly once", {
      timeout: CHILD_TIMEOUT,
    }, async () => {
      server.respondWith(200);
      server.received.length = 0;
      const { leadId, signal } = await runChild({
        ...options.childArgs,
        site: "crash-site",
        webhookUrl: server.url,
        idempotencyKey: "after-commit",
        mode: "after-commit",
      });
      expect(signal).toBe("SIGKILL");
      expect(server.received).toHaveLength(0);
      const outbox = await deliverWithNewRelay(new Date(Date.now() + 1_000));
      expect(outbox.find((e) => e.leadId === leadId)?.state).toBe("delivered");
      expect(server.received.map((r) => r.headers["idempotency-key"])).toEqual([leadId]);
    });

    it("killed while delivering: after its lease the lead is delivered and marked once", {
      timeout: CHILD_TIMEOUT,
    }, async () => {
      server.respondWith("hang");
      server.received.length = 0;
      const { leadId, signal } = await runChild(
        {
          ...options.childArgs,
          site: "crash-site",
          webhookUrl: server.url,
          idempotencyKey: "during-delivery",
          mode: "during-delivery",
        },
        () => server.received.length > 0,
      );
      expect(signal).toBe("SIGKILL");
      server.respondWith(200);
      // Within the dead relay's lease nobody else takes the lead.
      const early = await deliverWithNewRelay(new Date(Date.now() + 1_000));
      expect(early.find((e) => e.leadId === leadId)).toMatchObject({
        state: "pending",
        attempts: 1,
      });
      const late = await deliverWithNewRelay(new Date(Date.now() + 120_000));
      expect(late.find((e) => e.leadId === leadId)).toMatchObject({
        state: "delivered",
        attempts: 2,
      });
      // The interrupted attempt and the real one carry the same Idempotency-Key, so the CRM keeps one.
      expect(server.received.map((r) => r.headers["idempotency-key"])).toEqual([leadId, leadId]);
    });
  });
}

let dataDir = "";
durabilitySuite("PGlite on disk", async () => {
  dataDir = await mkdtemp(join(tmpdir(), "forecourt-crash-"));
  return { dataDir, childArgs: { dataDir } };
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const url = testDatabaseUrl();
if (!url)
  console.warn(
    "outbox-crash.int.test: TEST_DATABASE_URL unset — the PostgreSQL variant did not run",
  );
describe.runIf(url)("PostgreSQL", () => {
  let drop = async () => {};
  durabilitySuite("PostgreSQL", async () => {
    const schema = await postgresTestSchema(url as string);
    drop = schema.drop;
    return { databaseUrl: schema.url, childArgs: { databaseUrl: schema.url } };
  });
  afterAll(() => drop());
});
