import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { fileURLToPath } from "node:url";

/** The repository's root, where `cli/bin/forecourt.js` is run from. */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** A `forecourt` process the integration tests started, with everything it printed. */
export interface ForecourtProcess {
  child: ChildProcess;
  output(): string;
}

/** Runs `forecourt <args>` with Node itself (not npx), so the test's SIGTERM reaches it. */
export function runForecourt(args: string[], env: Record<string, string>): ForecourtProcess {
  let output = "";
  const child = spawn(process.execPath, ["cli/bin/forecourt.js", ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d));
  child.stderr?.on("data", (d: Buffer) => (output += d));
  return { child, output: () => output };
}

/** Resolves with the exit code once the process has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Stops a server with SIGTERM and waits for it. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = exited(child);
  child.kill("SIGTERM");
  await done;
}

export async function waitForHealth(port: number, server: ForecourtProcess): Promise<void> {
  const deadline = Date.now() + 240_000; // a loaded 2-core CI machine starts tsx slowly
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`forecourt serve exited early:\n${server.output()}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`forecourt serve did not answer /api/health:\n${server.output()}`);
}

/** Sends JSON with a tenant Host header (fetch does not let a caller set Host). */
export function requestJson(
  port: number,
  host: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; headers: Record<string, unknown>; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: body === undefined ? "GET" : "POST",
        headers: { host, "content-type": "application/json" },
      },
      (res) => {
        let text = "";
        res.on("data", (d: Buffer) => (text += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json: JSON.parse(text || "null"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A general enquiry as the site's form sends it. */
export const generalLead = (n: number) => ({
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
