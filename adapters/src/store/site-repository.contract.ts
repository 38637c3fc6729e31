import { SiteConfig } from "@forecourt/core";
import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./migrate";
import { storeSchema } from "./schema";
import { SITE_KEPT_TABLES, SITE_OWNED_TABLES } from "./site-repository";
import { contractSupport } from "./store-contract-support";
import type { TestDatabase } from "./test-databases";

/** The checked site writes (issue 17 §1), the site delete, and the version every instance watches. */
export function siteRepositoryContract(name: string, open: () => Promise<TestDatabase>): void {
  const { T0, car, slug, withStore } = contractSupport(open);
  const site = (s: string, extra: Record<string, unknown> = {}) =>
    SiteConfig.parse({ slug: s, name: `Site ${s}`, ...extra });

  describe(`${name} store: checked site writes`, () => {
    const s = withStore();

    it("create refuses a taken slug; update refuses an unknown one", async () => {
      const { store, a } = s.get();
      const fresh = slug("charlie");
      expect(await store.sites.create(site(fresh))).toEqual({ ok: true });
      expect(await store.sites.create(site(fresh, { name: "Again" }))).toEqual({
        ok: false,
        refusal: { reason: "exists" },
      });
      expect((await store.sites.get(fresh))?.name).toBe(`Site ${fresh}`);
      expect(await store.sites.create(site(a))).toMatchObject({ ok: false });
      expect(await store.sites.update(site(slug("nobody")))).toEqual({
        ok: false,
        refusal: { reason: "not-found" },
      });
      expect(await store.sites.update(site(fresh, { name: "Renamed" }))).toEqual({ ok: true });
      expect((await store.sites.get(fresh))?.name).toBe("Renamed");
    });

    it("one host name answers for one site only, whatever its case", async () => {
      const { store } = s.get();
      const [one, two] = [slug("delta"), slug("echo")];
      const domain = `www.${one}.example`;
      expect(await store.sites.create(site(one, { domains: [domain] }))).toEqual({ ok: true });
      const refused = { ok: false, refusal: { reason: "domain-taken", domain, site: one } };
      expect(
        await store.sites.create(site(two, { domains: ["two.example", domain.toUpperCase()] })),
      ).toEqual(refused);
      expect(await store.sites.get(two)).toBeNull();
      expect(await store.sites.create(site(two))).toEqual({ ok: true });
      expect(await store.sites.update(site(two, { domains: [domain] }))).toEqual(refused);
      // A site may keep (re-save) its own domains.
      expect(await store.sites.update(site(one, { domains: [domain], name: "x" }))).toEqual({
        ok: true,
      });
    });

    it("the version moves with every create, update, save and delete", async () => {
      const { store } = s.get();
      const fresh = slug("foxtrot");
      const seen = [await store.sites.version()];
      await store.sites.create(site(fresh));
      seen.push(await store.sites.version());
      await store.sites.update(site(fresh, { name: "Changed" }));
      seen.push(await store.sites.version());
      await store.sites.save(site(fresh, { name: "Saved" }));
      seen.push(await store.sites.version());
      await store.sites.delete(fresh);
      seen.push(await store.sites.version());
      // Each write moves it (back to the first only because the table is as it was then).
      for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
      expect(new Set(seen.slice(0, -1)).size).toBe(seen.length - 1);
      expect(await store.sites.version()).toBe(seen.at(-1));
    });
  });

  describe(`${name} store: deleting a site`, () => {
    const s = withStore();

    it("lists every table that holds a site's rows", () => {
      const withSite = Object.values(storeSchema as Record<string, PgTable>)
        .map((table) => getTableConfig(table))
        .filter(
          (config) => config.name !== "sites" && config.columns.some((c) => c.name === "site"),
        )
        .map((config) => config.name);
      expect([...SITE_OWNED_TABLES, ...SITE_KEPT_TABLES].sort()).toEqual(withSite.sort());
    });

    it("takes its cars, leads, shoppers, staff and activity with it, in one go, and no other site's", async () => {
      const { store, db, a, b } = s.get();
      for (const tenant of [a, b]) {
        await store.stock.upsert(tenant, [car("1"), car("2")]);
        await store.leads.create(
          { site: tenant, kind: "general", payload: { name: "Jo" }, idempotencyKey: "k1" },
          T0,
        );
        await store.tradeIns.create(tenant, { rego: "ABC123" }, T0);
        const user = await store.users.create(tenant, "0412345678");
        await store.watchlists.add(tenant, user.id, "1");
        await store.staff.add(tenant, { email: "owner@example.com", role: "owner" }, T0);
        await store.views.increment(tenant, "1");
        await store.analytics.record(tenant, 7, { q: "hilux" }, T0);
        await store.invoicePayments.create(
          {
            site: tenant,
            invoiceNumber: "INV-1",
            amount: "10.00",
            customer: { name: "Jo", email: "jo@example.com", phone: "0412345678" },
            reference: "LOCAL-1",
          },
          T0,
        );
      }
      expect(await store.sites.delete(a)).toBe(true);
      expect(await store.sites.delete(a)).toBe(false);
      expect(await store.sites.get(a)).toBeNull();
      const countOf = async (table: string, tenant: string) =>
        Number(
          rowsOf<{ n: string }>(
            await db.connection.db.execute(
              sql`SELECT count(*)::text AS n FROM ${sql.identifier(table)} WHERE site = ${tenant}`,
            ),
          )[0]?.n,
        );
      for (const table of SITE_OWNED_TABLES)
        expect([table, await countOf(table, a)]).toEqual([table, 0]);
      expect(await store.stock.ids(b)).toEqual(["1", "2"]);
      expect(await countOf("leads", b)).toBe(1);
      expect(await countOf("users", b)).toBe(1);
      expect(await countOf("watchlists", b)).toBe(1);
      expect(await countOf("staff", b)).toBe(1);
      expect(await store.sites.get(b)).not.toBeNull();
    });
  });

  describe(`${name} store: site watch`, () => {
    const s = withStore();

    it("tells a second store on the same database about a change within 2 s", async () => {
      const { store, db } = s.get();
      const changes: number[] = [];
      // LISTEN (PostgreSQL) or the version poll (PGlite) must bring it well inside 2 s.
      store.siteWatch.onChange(() => changes.push(Date.now()));
      await store.siteWatch.start({ pollMs: db.connection.listen ? 60_000 : 200 });
      try {
        const started = Date.now();
        await store.sites.create(site(slug("golf")));
        await expect
          .poll(() => changes.length, { timeout: 2_000, interval: 20 })
          .toBeGreaterThan(0);
        expect((changes[0] ?? Infinity) - started).toBeLessThan(2_000);
      } finally {
        await store.siteWatch.stop();
      }
    });
  });
}
