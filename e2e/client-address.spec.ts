import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./free-port";

/**
 * Issue 30 §2 against the real site server (`npm run serve -w web`, web/server.ts) with no
 * trusted proxy: the client address is its socket's, whatever headers it writes, and
 * X-Forwarded-Host does not pick the tenant. A server of its own (two sign-in codes a minute per
 * address, a fresh data folder) on loopback, where each client connects from its own 127.0.0.x.
 */
const root = path.resolve(import.meta.dirname, "..");
let server: ChildProcess;
let port: number;
let dataDir: string;

function send(
  method: string,
  pathname: string,
  {
    from = "127.0.0.1",
    headers = {},
    body,
  }: { from?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method,
        path: pathname,
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-client-address-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FORECOURT_DATA_DIR: dataDir,
    FORECOURT_RATE_LIMIT_PER_IP: "2",
    FORECOURT_TRUSTED_PROXY_HOPS: "0",
  };
  delete env.FORECOURT_TRUST_PROXY;
  // Its own process group, so npm and the server stop together.
  server = spawn(
    "npm",
    ["run", "serve", "-w", "web", "--", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const deadline = Date.now() + 220_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the site server exited (${server.exitCode})`);
    const up = await send("GET", "/", { headers: { host: "localhost" } }).catch(() => null);
    if (up?.status === 200) break;
    if (Date.now() > deadline) throw new Error("the site server did not answer");
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let phones = 0;
/** Asks for a sign-in code (a new number each time, so only the per-address limit counts). */
function askForCode(from: string, headers: Record<string, string> = {}) {
  phones += 1;
  return send("POST", "/api/auth/code", {
    from,
    headers: {
      host: `brisbane-motor-group.localhost:${port}`,
      "content-type": "application/json",
      ...headers,
    },
    body: JSON.stringify({ phone: `04123${String(phones).padStart(5, "0")}` }),
  }).then((res) => res.status);
}

test("a client's own x-forecourt-client-ip and X-Forwarded-For are ignored", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    statuses.push(
      await askForCode("127.0.0.2", {
        "x-forecourt-client-ip": `198.51.100.${i}`,
        "x-forwarded-for": `203.0.113.${i}`,
      }),
    );
  }
  expect(statuses).toEqual([200, 200, 429, 429]);
  // Another address is counted on its own: the limit is per client, not one for everyone.
  expect(await askForCode("127.0.0.3")).toBe(200);
});

test("X-Forwarded-Host does not switch the tenant with no trusted proxy", async () => {
  const title = async (host: string, headers: Record<string, string> = {}) => {
    const page = await send("GET", "/", { headers: { host, ...headers } });
    expect(page.status).toBe(200);
    return /<title>([^<]*)<\/title>/.exec(page.text)?.[1] ?? "";
  };
  const brisbane = await title(`brisbane-motor-group.localhost:${port}`);
  const bayside = await title(`bayside-rv.localhost:${port}`);
  expect(brisbane).not.toBe(bayside);
  const spoofed = await title(`brisbane-motor-group.localhost:${port}`, {
    "x-forwarded-host": `bayside-rv.localhost:${port}`,
  });
  expect(spoofed).toBe(brisbane);
});
