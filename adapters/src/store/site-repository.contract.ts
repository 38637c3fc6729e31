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
      // Issue 30 §3: an update never changes domains (only a verified claim does).
      expect(await store.sites.update(site(two, { domains: [domain] }))).toEqual({
        ok: false,
        refusal: { reason: "domains-locked" },
      });
      // A site may keep (re-save) its own domains.
      expect(await store.sites.update(site(one, { domains: [domain], name: "x" }))).toEqual({
        ok: true,
      });
    });

    it("a claimed domain answers only once verified, for one site only (issue 30 §3)", async () => {
      const { store, db } = s.get();
      const [one, two] = [slug("hotel"), slug("india")];
      const name = `claim-${one}.example`;
      await store.sites.create(site(one));
      await store.sites.create(site(two, { domains: [`www.${two}.example`] }));
      const pending = await store.siteDomains.request(one, name, "tok-one", T0, 5);
      expect(pending).toMatchObject({ ok: true, domain: { name, status: "pending" } });
      expect(await store.siteDomains.request(two, name, "tok-two", T0, 5)).toMatchObject({
        ok: true,
      });
      expect(await store.sites.byHost(name)).toBeNull();
      expect(await store.siteDomains.request(one, `www.${two}.example`, "t", T0, 5)).toEqual({
        ok: false,
        reason: "taken",
        site: two,
      });
      expect(await store.siteDomains.verify(one, name, T0)).toMatchObject({ ok: true });
      expect((await store.sites.byHost(`${name.toUpperCase()}:443`))?.slug).toBe(one);
      expect((await store.sites.get(one))?.domains).toEqual([name]);
      expect(await store.siteDomains.verify(two, name, T0)).toEqual({
        ok: false,
        reason: "taken",
        site: one,
      });
      // The unique index refuses a second site's verified copy, whoever writes it.
      await expect(
        db.connection.db.execute(
          sql`UPDATE site_domains SET status = 'verified' WHERE site = ${two} AND name = ${name}`,
        ),
      ).rejects.toThrow();
      expect((await store.sites.byHost(name))?.slug).toBe(one);
      expect((await store.siteDomains.remove(one, name))?.status).toBe("verified");
      expect(await store.sites.byHost(name)).toBeNull();
      expect((await store.sites.get(one))?.domains).toEqual([]);
    });

    it("a .localhost name is only ever its slug's site; a site holds a bounded number of claims", async () => {
      const { store } = s.get();
      const [one, two] = [slug("juliet"), slug("kilo")];
      await store.sites.create(site(two));
      // Even a site saved (by an operator, unchecked) with another's slug host cannot take it.
      await store.sites.save(site(one, { domains: [`${two}.localhost`] }));
      expect((await store.sites.byHost(`${two}.localhost:3000`))?.slug).toBe(two);
      for (const n of [1, 2]) {
        expect((await store.siteDomains.request(two, `n${n}.example`, "t", T0, 2)).ok).toBe(true);
      }
      expect(await store.siteDomains.request(two, "n3.example", "t", T0, 2)).toEqual({
        ok: false,
        reason: "too-many",
        limit: 2,
      });
      // Asking again for a pending one gives it a fresh token, not a new claim.
      expect(await store.siteDomains.request(two, "n1.example", "fresh", T0, 2)).toMatchObject({
        ok: true,
        domain: { token: "fresh" },
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
