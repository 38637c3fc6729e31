import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type StoreConnection } from "./connection";
import { storeOn } from "./create-store";
import { rowsOf } from "./migrate";
import { migrations } from "./migrations/index";

/**
 * Migration 0017 (issue 30 §3) on a database that already holds sites: an operator's domains
 * carry over as verified; names no site may claim, and a second site's copy, stop answering.
 */
let connection: StoreConnection;

beforeAll(async () => {
  connection = await openPglite(":memory:");
  const { db } = connection;
  await db.execute(
    sql`CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  for (const migration of migrations.slice(
    0,
    migrations.findIndex((m) => m.id === "0017_site_domains"),
  )) {
    for (const statement of migration.sql.split(/;\s*\n/)) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }
    await db.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`);
  }
  const site = (slug: string, domains: string[]) =>
    db.execute(sql`INSERT INTO sites (slug, config, domains, created_at, updated_at)
      VALUES (${slug}, ${JSON.stringify({ slug, name: slug, domains })}::jsonb, ${`{${domains.join(",")}}`}::text[], now(), now())`);
  // Before 0017 nothing stopped an owner saving another site's slug host or an IP literal.
  await site("attacker", [
    "bayside-rv.localhost",
    "www.attacker.example",
    "127.0.0.1",
    "shared.example",
  ]);
  await site("bayside-rv", ["bayside-rv.example", "www.bayside-rv.example"]);
  await site("zulu", ["shared.example"]);
}, 60_000);
afterAll(() => connection.close());

describe("migration 0017_site_domains", () => {
  it("keeps claimable domains as verified and drops the rest from the site", async () => {
    const store = await storeOn(connection);
    expect((await store.sites.byHost("bayside-rv.localhost"))?.slug).toBe("bayside-rv");
    expect((await store.sites.byHost("www.bayside-rv.example"))?.slug).toBe("bayside-rv");
    expect((await store.sites.byHost("www.attacker.example"))?.slug).toBe("attacker");
    expect(await store.sites.byHost("127.0.0.1")).toBeNull();
    // One of two sites holding a name keeps it (the first by slug); the other loses it.
    expect((await store.sites.byHost("shared.example"))?.slug).toBe("attacker");
    expect((await store.sites.get("attacker"))?.domains).toEqual([
      "www.attacker.example",
      "shared.example",
    ]);
    expect((await store.sites.get("bayside-rv"))?.domains).toEqual([
      "bayside-rv.example",
      "www.bayside-rv.example",
    ]);
    expect((await store.sites.get("zulu"))?.domains).toEqual([]);
    const rows = rowsOf<{ n: number }>(
      await connection.db.execute(
        sql`SELECT count(*)::int AS n FROM site_domains WHERE status = 'verified'`,
      ),
    );
    expect(rows[0]?.n).toBe(4);
  });
});
