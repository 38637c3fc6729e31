import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { startWebhookServer } from "@forecourt/adapters/outbox/webhook-test-server";
import { createStore } from "@forecourt/adapters/store/create-store";
import { postgresTestSchema, testDatabaseUrl } from "@forecourt/adapters/store/test-databases";
import { SiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../e2e/free-port";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const url = testDatabaseUrl();
if (!url) console.warn("serve.int.test: TEST_DATABASE_URL unset — the PostgreSQL test did not run");

async function waitForHealth(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`forecourt serve exited early:\n${log()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`forecourt serve did not answer /api/health:\n${log()}`);
}

/** POSTs JSON with a tenant Host header (fetch does not let a caller set Host). */
function postJson(port: number, host: string, path: string, body: unknown) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { host, "content-type": "application/json" },
      },
      (res) => {
        let text = "";
        res.on("data", (d: Buffer) => (text += d));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || "null") }),
        );
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

const lead = (n: number) => ({
  form: "general",
  fields: {
    name: `Shopper ${n}`,
    email: `shopper${n}@example.com`,
    phone: "0412 345 678",
    message: `Lead number ${n}`,
    category: "Sales",
    terms_conditions: true,
  },
});

/** Issue 4 §6: two API processes on one PostgreSQL; each lead reaches the dealer exactly once. */
describe.runIf(url)("two `forecourt serve --api` processes on one PostgreSQL", () => {
  let schema: Awaited<ReturnType<typeof postgresTestSchema>>;
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  const servers: Array<{ child: ChildProcess; port: number }> = [];

  beforeAll(async () => {
    schema = await postgresTestSchema(url as string);
    webhook = await startWebhookServer();
    const store = await createStore({ databaseUrl: schema.url });
    await store.sites.save(
      SiteConfig.parse({ slug: "north", name: "North Motors", leadWebhookUrl: webhook.url }),
    );
    await store.close();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      let output = "";
      // Node itself (not npx) so the test's SIGTERM reaches the server process.
      const child = spawn(
        process.execPath,
        [
          "cli/bin/forecourt.js",
          "serve",
          "--api",
          "--port",
          String(port),
          "--host",
          "127.0.0.1",
          "--no-seed",
        ],
        {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: schema.url, FORECOURT_AUTH_SECRET: "shared-secret" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      child.stdout?.on("data", (d: Buffer) => (output += d));
      child.stderr?.on("data", (d: Buffer) => (output += d));
      servers.push({ child, port });
      await waitForHealth(port, child, () => output);
    }
  }, 180_000);

  afterAll(async () => {
    for (const { child } of servers) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
    }
    await webhook?.close();
    await schema?.drop();
  });

  it("leads posted to both processes are each delivered once", async () => {
    webhook.respondWith(200, 20); // a slow CRM widens the window for a double claim
    const ids: string[] = [];
    for (let n = 0; n < 24; n++) {
      const server = servers[n % 2];
      const res = await postJson(server?.port ?? 0, "north.localhost", "/api/leads", lead(n));
      expect(res.status).toBe(201);
      ids.push((res.json as { lead_id: string }).lead_id);
    }
    const deadline = Date.now() + 60_000;
    while (webhook.received.length < ids.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // Give a would-be second delivery time to arrive before counting.
    await new Promise((r) => setTimeout(r, 3_000));
    const delivered = webhook.received.map((r) => String(r.headers["idempotency-key"]));
    expect([...delivered].sort()).toEqual([...ids].sort());
  }, 120_000);

  it("stops cleanly on SIGTERM", async () => {
    const last = servers[1];
    if (!last) throw new Error("no server");
    const exited = new Promise<number | null>((r) => last.child.once("exit", (code) => r(code)));
    last.child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 30_000);
});
