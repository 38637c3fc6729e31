import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { servePgliteOnSocket, type WireServer } from "./pglite-wire-server";

describe("servePgliteOnSocket: other processes share the owner's PGlite", () => {
  let dir: string;
  let db: PGlite;
  let server: WireServer;
  const clients: pg.Client[] = [];

  const connect = async () => {
    const client = new pg.Client({ host: dir, port: 5432, user: "postgres", database: "postgres" });
    client.on("error", () => {});
    await client.connect();
    clients.push(client);
    return client;
  };
  const numbers = async () =>
    (await db.query<{ n: number }>("SELECT n FROM t ORDER BY n")).rows.map((r) => r.n);

  // One PGlite for every test: starting one takes seconds on a loaded machine.
  beforeAll(async () => {
    db = new PGlite();
    await db.exec("CREATE TABLE t (n int)");
  }, 180_000);
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.exec("TRUNCATE t");
    dir = mkdtempSync(join(tmpdir(), "forecourt-wire-"));
    server = await servePgliteOnSocket(db, join(dir, ".s.PGSQL.5432"), {
      idleInTransactionMs: 500,
    });
  }, 60_000);
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.end().catch(() => {});
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers plain and parameterised queries", async () => {
    const client = await connect();
    const result = await client.query("SELECT $1::int + 1 AS n, $2::text AS s", [41, "é"]);
    expect(result.rows).toEqual([{ n: 42, s: "é" }]);
  });

  it("never runs a client's statement inside the owner's transaction", async () => {
    const client = await connect();
    const owner = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (1)");
      await sleep(200); // the client's insert arrives now
      await tx.query("INSERT INTO t VALUES (2)");
      await tx.rollback();
    });
    await sleep(50);
    await client.query("INSERT INTO t VALUES (10)");
    await owner;
    // The owner's rollback took only its own rows; the client's committed row stays.
    expect(await numbers()).toEqual([10]);
  });

  it("never runs the owner's work inside a client's transaction", async () => {
    const client = await connect();
    await client.query("BEGIN");
    await client.query("INSERT INTO t VALUES (20)");
    const ownerInsert = db.query("INSERT INTO t VALUES (1)");
    await sleep(100);
    await client.query("ROLLBACK");
    await ownerInsert;
    expect(await numbers()).toEqual([1]);
  });

  it("rolls back the transaction of a client that goes away, and the owner carries on", async () => {
    const client = await connect();
    await client.query("BEGIN");
    await client.query("INSERT INTO t VALUES (30)");
    (
      client as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
    expect(await numbers()).toEqual([]);
    expect(db.isInTransaction()).toBe(false);
  });

  it("cuts off a client that sits in a transaction, so it cannot stop the owner", async () => {
    const client = await connect();
    await client.query("BEGIN");
    await client.query("INSERT INTO t VALUES (40)");
    const started = Date.now();
    await db.query("INSERT INTO t VALUES (2)");
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(await numbers()).toEqual([2]);
    await expect(client.query("COMMIT")).rejects.toThrow();
  });

  it("keeps several clients' parameterised statements apart", async () => {
    const [a, b] = [await connect(), await connect()];
    // Each asks 30 times in turn, all three at once: every answer must be the asker's own.
    const ask = async (run: (n: number) => Promise<number | undefined>, from: number) => {
      const answers: Array<number | undefined> = [];
      for (let n = from; n < from + 30; n++) answers.push(await run(n));
      return answers;
    };
    const viaSocket = (client: pg.Client) => (n: number) =>
      client.query<{ n: number }>("SELECT $1::int AS n", [n]).then((r) => r.rows[0]?.n);
    const inProcess = (n: number) =>
      db.query<{ n: number }>("SELECT $1::int AS n", [n]).then((r) => r.rows[0]?.n);
    const [fromA, fromB, fromOwner] = await Promise.all([
      ask(viaSocket(a), 0),
      ask(viaSocket(b), 1000),
      ask(inProcess, 2000),
    ]);
    const expected = (from: number) => Array.from({ length: 30 }, (_, i) => from + i);
    expect([fromA, fromB, fromOwner]).toEqual([expected(0), expected(1000), expected(2000)]);
  });

  it("on close lets a client finish its transaction, then removes the socket", async () => {
    const client = await connect();
    const idle = await connect();
    await client.query("BEGIN");
    await client.query("INSERT INTO t VALUES (50)");
    const closed = server.close();
    await client.query("INSERT INTO t VALUES (51)");
    await client.query("COMMIT");
    await closed;
    expect(await numbers()).toEqual([50, 51]);
    expect(existsSync(join(dir, ".s.PGSQL.5432"))).toBe(false);
    await expect(idle.query("SELECT 1")).rejects.toThrow();
  });
});
