import type {
  DomainClaimResult,
  DomainVerifyResult,
  SiteDomain,
  SiteDomainRepository,
} from "@forecourt/core";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { sites } from "./schema";
import { siteDomains } from "./site-domain-schema";
import { SITE_WRITE_LOCK, SITES_CHANNEL, type Tx } from "./site-repository";

const toDomain = (row: typeof siteDomains.$inferSelect): SiteDomain => ({
  name: row.name,
  status: row.status,
  token: row.token,
  requestedAt: row.requestedAt,
  verifiedAt: row.verifiedAt,
});

/** The site's verified names in its `domains` order, `change` applied, written to both copies. */
async function rewriteSiteDomains(tx: Tx, site: string, change: (names: string[]) => string[]) {
  const [row] = await tx
    .select({ config: sites.config, domains: sites.domains })
    .from(sites)
    .where(eq(sites.slug, site));
  if (!row) return;
  const domains = change(row.domains);
  await tx
    .update(sites)
    .set({ domains, config: { ...row.config, domains }, updatedAt: new Date() })
    .where(eq(sites.slug, site));
  await tx.execute(sql`SELECT pg_notify(${SITES_CHANNEL}, ${site})`);
}

/** The verified claim of `name` by a site other than `site`, if any. */
async function verifiedElsewhere(tx: Tx, site: string, name: string) {
  const [other] = await tx
    .select({ site: siteDomains.site })
    .from(siteDomains)
    .where(
      and(
        eq(siteDomains.name, name),
        eq(siteDomains.status, "verified"),
        ne(siteDomains.site, site),
      ),
    )
    .limit(1);
  return other?.site ?? null;
}

/**
 * Issue 30 §3 claims, under the site-write lock (so a claim and a site write never interleave);
 * the partial unique index on verified names is the backstop across every process.
 */
export function drizzleSiteDomainRepository(db: StoreDb): SiteDomainRepository {
  const locked = <T>(work: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SITE_WRITE_LOCK})`);
      return work(tx);
    });

  return {
    async list(site) {
      const rows = await db
        .select()
        .from(siteDomains)
        .where(eq(siteDomains.site, site))
        .orderBy(asc(siteDomains.requestedAt), asc(siteDomains.name));
      return rows.map(toDomain);
    },

    request(site, name, token, now, limit): Promise<DomainClaimResult> {
      return locked(async (tx) => {
        const other = await verifiedElsewhere(tx, site, name);
        if (other) return { ok: false, reason: "taken", site: other };
        const [mine] = await tx
          .select()
          .from(siteDomains)
          .where(and(eq(siteDomains.site, site), eq(siteDomains.name, name)));
        if (mine?.status === "verified") return { ok: true, domain: toDomain(mine) };
        if (!mine) {
          const [held] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(siteDomains)
            .where(eq(siteDomains.site, site));
          if ((held?.n ?? 0) >= limit) return { ok: false, reason: "too-many", limit };
        }
        const [row] = await tx
          .insert(siteDomains)
          .values({ site, name, status: "pending", token, requestedAt: now, verifiedAt: null })
          .onConflictDoUpdate({
            target: [siteDomains.site, siteDomains.name],
            set: { token, requestedAt: now },
          })
          .returning();
        if (!row) throw new Error("site_domains insert returned no row");
        return { ok: true, domain: toDomain(row) };
      });
    },

    verify(site, name, now): Promise<DomainVerifyResult> {
      return locked(async (tx) => {
        const [mine] = await tx
          .select()
          .from(siteDomains)
          .where(and(eq(siteDomains.site, site), eq(siteDomains.name, name)));
        if (!mine) return { ok: false, reason: "not-found" };
        if (mine.status === "verified") return { ok: true, domain: toDomain(mine) };
        const other = await verifiedElsewhere(tx, site, name);
        if (other) return { ok: false, reason: "taken", site: other };
        const [row] = await tx
          .update(siteDomains)
          .set({ status: "verified", verifiedAt: now })
          .where(and(eq(siteDomains.site, site), eq(siteDomains.name, name)))
          .returning();
        if (!row) throw new Error("site_domains update returned no row");
        await rewriteSiteDomains(tx, site, (names) => [...names.filter((n) => n !== name), name]);
        return { ok: true, domain: toDomain(row) };
      });
    },

    remove(site, name) {
      return locked(async (tx) => {
        const [row] = await tx
          .delete(siteDomains)
          .where(and(eq(siteDomains.site, site), eq(siteDomains.name, name)))
          .returning();
        if (!row) return null;
        if (row.status === "verified") {
          await rewriteSiteDomains(tx, site, (names) => names.filter((n) => n !== name));
        }
        return toDomain(row);
      });
    },
  };
}
