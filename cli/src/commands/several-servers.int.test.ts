import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createStore } from "@forecourt/adapters/store/create-store";
import { postgresTestSchema, testDatabaseUrl } from "@forecourt/adapters/store/test-databases";
import { SiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../e2e/free-port";
import {
  exited,
  type ForecourtProcess,
  generalLead,
  requestJson,
  runForecourt,
  stop,
  waitForHealth,
} from "./serve-processes";

const url = testDatabaseUrl();
if (!url) console.warn("several-servers.int.test: TEST_DATABASE_URL unset — it did not run");

const PER_IP = 4;
const HOST = "north.localhost";
const SEARCH = `/api/search?path=${encodeURIComponent("/search")}`;

/**
 * Issue 20 §3: two `forecourt serve --api` processes on one PostgreSQL show the same stock —
 * a third process's import reaches both indexes within 2 s (NOTIFY on commit, not a poll) —
 * and count rate limits once between them.
 */
describe.runIf(url)("several `forecourt serve --api` processes on one PostgreSQL", () => {
  let schema: Awaited<ReturnType<typeof postgresTestSchema>>;
  let env: Record<string, string>;
  const servers: Array<{ server: ForecourtProcess; port: number }> = [];
  const dir = mkdtempSync(join(tmpdir(), "forecourt-several-"));

  beforeAll(async () => {
    schema = await postgresTestSchema(url as string);
    const store = await createStore({ databaseUrl: schema.url });
    await store.sites.save(SiteConfig.parse({ slug: "north", name: "North Motors" }));
    await store.close();
    env = {
      DATABASE_URL: schema.url,
      FORECOURT_AUTH_SECRET: "shared-secret",
      FORECOURT_RATE_LIMIT_PER_IP: String(PER_IP),
    };
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const server = runForecourt(
        ["serve", "--api", "--port", String(port), "--host", "127.0.0.1", "--no-seed"],
        env,
      );
      servers.push({ server, port });
    }
    for (const { server, port } of servers) await waitForHealth(port, server);
  }, 400_000);

  afterAll(async () => {
    for (const { server } of servers) await stop(server.child);
    await schema?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const searchIds = async (port: number) => {
    const res = await requestJson(port, HOST, SEARCH);
    expect(res.status).toBe(200);
    return (res.json as { hits: Array<{ id: string }> }).hits.map((hit) => hit.id);
  };

  it("a stock feed imported by a third process shows on both servers' search within 2 s", async () => {
    for (const { port } of servers) expect(await searchIds(port)).not.toContain("sv-1");
    const feed = join(dir, "feed.ndjson");
    // In stock: §7's dealer stock filter shows a car only when it is in stock, coming soon or
    // recently sold, so a car without a status never reaches /search, however fresh the index.
    const car = (id: string, make: string, model: string) =>
      JSON.stringify({ id, make, model, year: 2021, price: 24990, status: "in_stock" });
    writeFileSync(
      feed,
      [car("sv-1", "Toyota", "Corolla"), car("sv-2", "Mazda", "CX-5")].join("\n"),
    );
    const importer = runForecourt(["import", "--site", "north", feed], env);
    expect(await exited(importer.child), importer.output()).toBe(0);
    // The import has committed (its process is gone): from now on each server has 2 s.
    const committedAt = Date.now();
    const seenAfter: number[] = [];
    for (const { port } of servers) {
      while (!(await searchIds(port)).includes("sv-2")) {
        if (Date.now() - committedAt > 2_000) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      seenAfter.push(Date.now() - committedAt);
      expect(await searchIds(port)).toEqual(expect.arrayContaining(["sv-1", "sv-2"]));
    }
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(2_000);
  }, 300_000); // the importer is a third tsx process: slow to start on a loaded machine

  it("counts one client's leads once across both servers: the limit is shared, then 429", async () => {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let n = 0; n < PER_IP + 2; n++) {
      const { port } = servers[n % 2] as { port: number };
      const res = await requestJson(port, HOST, "/api/leads", generalLead(n));
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers["retry-after"];
    }
    // Each server alone has taken at most 3 — under the limit of 4 — yet the 5th and 6th fail.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  }, 60_000);
});
