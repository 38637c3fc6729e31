import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PRIVATE_FILE_MODE } from "./private-data-dir";

/**
 * Who uses the embedded store: a `command` runs and exits (the CLI); a `server` keeps running
 * (the site, `forecourt serve --api`) and so must never depend on a command's store.
 */
export type StoreRole = "command" | "server";

/** Where the process that owns an embedded store serves it (`<dir>/forecourt.socket.json`). */
export interface OwnerSocket {
  pid: number;
  role: StoreRole;
  /** node-postgres `host`: the folder holding the socket `.s.PGSQL.<port>`. */
  socketDir: string;
  port: number;
}

function isOwnerSocket(value: unknown): value is OwnerSocket {
  const v = value as Partial<OwnerSocket> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    Number.isInteger(v.pid) &&
    (v.role === "command" || v.role === "server") &&
    typeof v.socketDir === "string" &&
    Number.isInteger(v.port)
  );
}

const RECORD = "forecourt.socket.json";
/** The port only names the socket file (`.s.PGSQL.5432`), as PostgreSQL does; nothing listens on TCP. */
export const SOCKET_PORT = 5432;
/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux). */
const MAX_SOCKET_PATH = 100;
const TMP_PREFIX = "forecourt-store-";

export const socketPathOf = (owner: Pick<OwnerSocket, "socketDir" | "port">) =>
  join(owner.socketDir, `.s.PGSQL.${owner.port}`);

/** The owner's record, or null when there is none (yet) or it is half-written. */
export function readOwnerSocket(dir: string): OwnerSocket | null {
  try {
    const record: unknown = JSON.parse(readFileSync(join(dir, RECORD), "utf8"));
    return isOwnerSocket(record) ? record : null;
  } catch {
    return null;
  }
}

/**
 * Picks the socket's folder for a store in `dir`: the store's own folder, or a private one
 * under the system's temporary folder when that path would be too long for a socket. Removes
 * a temporary folder a killed owner left behind.
 */
export function chooseSocketDir(dir: string): { socketDir: string; remove: () => void } {
  const previous = readOwnerSocket(dir);
  if (previous && isTemporarySocketDir(previous.socketDir)) {
    rmSync(previous.socketDir, { recursive: true, force: true });
  }
  if (socketPathOf({ socketDir: dir, port: SOCKET_PORT }).length <= MAX_SOCKET_PATH) {
    return { socketDir: dir, remove: () => {} };
  }
  const socketDir = mkdtempSync(join(tmpdir(), TMP_PREFIX)); // mode 0700: this user only
  return { socketDir, remove: () => rmSync(socketDir, { recursive: true, force: true }) };
}

const isTemporarySocketDir = (path: string) => path.startsWith(join(tmpdir(), TMP_PREFIX));

/** Publishes the owner's socket next to its lock; returns the function that withdraws it. */
export function publishOwnerSocket(dir: string, owner: OwnerSocket): () => void {
  const path = join(dir, RECORD);
  // Written aside and renamed: a reader sees the whole record or none.
  writeFileSync(`${path}.${owner.pid}.tmp`, JSON.stringify(owner), { mode: PRIVATE_FILE_MODE });
  renameSync(`${path}.${owner.pid}.tmp`, path);
  return () => rmSync(path, { force: true });
}
