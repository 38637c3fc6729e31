/**
 * Test child process for store-sharing.int.test.ts: owns the embedded store in the data dir
 * given, writes one row, says so on stdout, then waits to be killed (SIGKILL: no clean shutdown)
 * or, with "exit", leaves by process.exit() without closing the store (as the site does on Ctrl-C).
 * Run with `node --import tsx store-owner-child.ts <dataDir> [exit]`.
 */
import { sql } from "drizzle-orm";
import { openPglite } from "./connection";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: store-owner-child.ts <dataDir>");
const { db } = await openPglite(dataDir, { role: "server" });
await db.execute(sql`CREATE TABLE IF NOT EXISTS owners (pid int)`);
await db.execute(sql`INSERT INTO owners VALUES (${process.pid})`);
process.stdout.write("ready\n");
if (process.argv[3] === "exit") process.exit(0);
setInterval(() => {}, 60_000);
