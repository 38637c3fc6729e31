import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../../e2e/free-port";

const run = promisify(execFile);

/** PostgreSQL's programs (the same default as `.ci/postgres`; PG_BIN overrides it). */
const PG_BIN = process.env.PG_BIN || "/usr/lib/postgresql/15/bin";

/**
 * A throwaway PostgreSQL server of the fault suite's own (initdb into a temporary folder, on a
 * free port): the suite stops and freezes it, which it must never do to the shared server other
 * test files (and, on a shared machine, other people) are using. PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` user, as `.ci/postgres` does.
 */
export interface PrivatePostgres {
  /** postgres://… of a superuser on the server's `postgres` database. */
  url: string;
  dataDir: string;
  /** `pg_ctl stop -m fast`: every connection is closed and the port stops answering. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The postmaster's process id (its children are the server's other processes). */
  postmasterPid(): number;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

async function pg(program: string, args: string[]): Promise<string> {
  const path = join(PG_BIN, program);
  const { stdout } = asRoot
    ? await run("runuser", ["-u", "postgres", "--", path, ...args])
    : await run(path, args);
  return stdout;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!existsSync(join(PG_BIN, "initdb"))) {
    throw new Error(`no PostgreSQL server programs at ${PG_BIN} (set PG_BIN)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "forecourt-faults-pg-"));
  if (asRoot) chownSync(dataDir, uidOf("postgres"), gidOf("postgres"));
  await pg("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const server = privatePostgresAt(dataDir, await freePort());
  await server.start();
  return server;
}

/** The handle of a private server in `dataDir` on `port` (started or not), e.g. in another process. */
export function privatePostgresAt(dataDir: string, port: number): PrivatePostgres {
  const options = [
    `-p ${port}`,
    `-k ${dataDir}`,
    "-c listen_addresses=127.0.0.1",
    // Throwaway data: durability costs time the suite does not need to spend.
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    start: async () =>
      void (await pg("pg_ctl", [
        "-D",
        dataDir,
        "-l",
        join(dataDir, "server.log"),
        "-o",
        options,
        "-w",
        "start",
      ])),
    stop: async () => void (await pg("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"])),
    postmasterPid: () =>
      Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]),
    async destroy() {
      await pg("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => "");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function idLine(file: string, user: string): string[] {
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`no user ${user} in ${file}`);
  return line.split(":");
}
const uidOf = (user: string) => Number(idLine("/etc/passwd", user)[2]);
const gidOf = (user: string) => Number(idLine("/etc/passwd", user)[3]);
