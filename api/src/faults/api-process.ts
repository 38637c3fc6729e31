import { type ChildProcess, spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { fileURLToPath } from "node:url";
import { freePort } from "../../../e2e/free-port";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** The deployment key the suite's API processes sign webhooks with (FORECOURT_WEBHOOK_SECRET). */
export const FAULTS_WEBHOOK_SECRET = "faults-webhook-secret-0123456789abcdef";

/** One `forecourt serve --api` process, as production runs it (README "Production"). */
export interface ApiProcess {
  port: number;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr. */
  output(): string;
  /** `kill -9`: no clean shutdown, no relay stop, no lease given back. */
  crash(): Promise<void>;
  /** SIGTERM, as an operator stops it. */
  stop(): Promise<void>;
  /** Neither exited nor killed yet. */
  running(): boolean;
}

/**
 * Starts `forecourt serve --api --no-seed` on `databaseUrl` (the test saves its own sites) and
 * waits until /api/health answers 200.
 * The lead rate limits are raised out of the way: the suite measures delivery, not limits.
 */
export async function startApiProcess(databaseUrl: string): Promise<ApiProcess> {
  const port = await freePort();
  let output = "";
  // Node itself (not npx), so the signals the suite sends reach the server process.
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
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        FORECOURT_WEBHOOK_SECRET: FAULTS_WEBHOOK_SECRET,
        // The suite's webhook receivers listen on loopback (issue 30 §5 refuses it otherwise).
        FORECOURT_FETCH_ALLOW: "127.0.0.1",
        FORECOURT_AUTH_SECRET: "faults-auth-secret-0123456789abcdef",
        FORECOURT_RATE_LIMIT_PER_IP: "1000000",
        FORECOURT_RATE_LIMIT_PER_SITE: "1000000",
        // The burst sends 50 bodies at once from one address: not the slow-body guard's business.
        FORECOURT_OPEN_REQUESTS_PER_CLIENT: "0",
        FORECOURT_WRITE_LIMIT_PER_IP: "1000000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d: Buffer) => (output += d));
  child.stderr?.on("data", (d: Buffer) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    await exited;
  };
  const api: ApiProcess = {
    port,
    child,
    output: () => output,
    crash: () => signal("SIGKILL"),
    stop: () => signal("SIGTERM"),
    running: () => child.exitCode === null && child.signalCode === null,
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`forecourt serve exited early:\n${output}`);
    if (
      (await call(api, "GET", "health.localhost", "/api/health").catch(() => null))?.status === 200
    )
      return api;
    await new Promise((r) => setTimeout(r, 250));
  }
  await api.crash();
  throw new Error(`forecourt serve did not answer /api/health:\n${output}`);
}

export interface Answer {
  status: number;
  json: unknown;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
}

/** Up to 64 kept-alive connections: a burst reuses them instead of opening one a request. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One request with the tenant's Host header (fetch will not set Host). A request the server
 * does not answer within `timeoutMs` fails, so a hang fails the test instead of stalling it.
 */
export function call(
  api: Pick<ApiProcess, "port">,
  method: "GET" | "POST",
  host: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: api.port,
        path,
        method,
        agent,
        timeout: timeoutMs,
        headers: {
          host,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (d: Buffer) => (text += d));
        res.on("end", () => {
          let json: unknown = null;
          try {
            json = JSON.parse(text || "null");
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started });
        });
      },
    );
    req.on("timeout", () =>
      req.destroy(new Error(`${method} ${path}: no answer in ${timeoutMs} ms`)),
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A general enquiry (spec §8 fields) whose name carries `marker`, to find it again downstream. */
export const leadBody = (marker: string) => ({
  form: "general",
  fields: {
    name: `Shopper ${marker}`,
    email: "shopper@example.com",
    phone: "0412 345 678",
    message: `Enquiry ${marker}`,
    category: "Sales",
    terms_conditions: true,
  },
});

/** Waits until `done()` holds (checked every 100 ms), or throws `what` after `ms`. */
export async function waitFor(what: string, done: () => boolean | Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
