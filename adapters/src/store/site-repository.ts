import {
  normaliseDomainName,
  SiteConfig,
  type SiteRepository,
  type SiteWriteResult,
} from "@forecourt/core";
import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { rowsOf } from "./migrate";
import { sites } from "./schema";
import { siteDomains } from "./site-domain-schema";

/** Strips the port and lower-cases a Host header value. */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d+$/, "").replace(/\.$/, "");
}

/** Every running instance LISTENs here (PostgreSQL); the payload is the site's slug. */
export const SITES_CHANNEL = "forecourt_sites";

/** An arbitrary constant: serialises checked site writes, so two cannot claim one domain. */
export const SITE_WRITE_LOCK = 4_711_017;

/**
 * The tables holding a site's rows, children before parents: deleting a site empties each in
 * this order (the store test checks that every table with a site column is listed).
 */
export const SITE_OWNED_TABLES = [
  "site_domains",
  "feed_runs",
  "lead_round_robin",
  "audit_log",
  "staff_sessions",
  "staff_accounts",
  "staff_verifications",
  "staff",
  "lead_status_changes",
  "saved_searches",
  "watchlists",
  "sessions",
  "accounts",
  "verifications",
  "users",
  "reservations",
  "lead_outbox",
  "trade_in_leads",
  "leads",
  "car_views",
  "car_view_days",
  "zero_result_searches",
  "analytics_events",
  "invoice_payments",
  "idempotent_responses",
  "cars",
] as const;

/**
 * Tables with a site column that a site delete keeps: `stock_changes` records the delete of the
 * site's cars, which every other server reads to drop them from its index.
 */
export const SITE_KEPT_TABLES = ["stock_changes"] as const;

export type Tx = Parameters<Parameters<StoreDb["transaction"]>[0]>[0];

/**
 * Issue 30 §3: records `domains` as the site's verified names (the operator's writes: `save`,
 * `create`), dropping its verified names no longer listed. A name another site verified fails
 * on the unique index.
 */
async function keepVerifiedDomains(tx: Tx, slug: string, domains: string[], now: Date) {
  await tx
    .delete(siteDomains)
    .where(
      and(
        eq(siteDomains.site, slug),
        eq(siteDomains.status, "verified"),
        ...(domains.length ? [notInArray(siteDomains.name, domains)] : []),
      ),
    );
  if (domains.length === 0) return;
  await tx
    .insert(siteDomains)
    .values(
      [...new Set(domains)].map((name) => ({
        site: slug,
        name,
        status: "verified" as const,
        token: "",
        requestedAt: now,
        verifiedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [siteDomains.site, siteDomains.name],
      set: { status: "verified", verifiedAt: now },
    });
}

/** Tenants: settings as JSON (parsed through SiteConfig on read so later defaults apply). */
export function drizzleSiteRepository(db: StoreDb): SiteRepository {
  const toSite = (row: { config: Record<string, unknown> } | undefined) =>
    row ? SiteConfig.parse(row.config) : null;

  const notify = (tx: Tx, slug: string) =>
    tx.execute(sql`SELECT pg_notify(${SITES_CHANNEL}, ${slug})`);

  /** The first of the site's domains another site already answers on (a verified claim). */
  async function takenDomain(tx: Tx, slug: string, domains: string[]) {
    if (domains.length === 0) return null;
    const [other] = await tx
      .select({ site: siteDomains.site, name: siteDomains.name })
      .from(siteDomains)
      .where(
        and(
          ne(siteDomains.site, slug),
          eq(siteDomains.status, "verified"),
          inArray(siteDomains.name, domains),
        ),
      )
      .limit(1);
    return other ? { reason: "domain-taken" as const, domain: other.name, site: other.site } : null;
  }

  /** A checked write: under the lock, refused on a slug or domain conflict, announced on commit. */
  function checkedWrite(site: SiteConfig, mode: "create" | "update"): Promise<SiteWriteResult> {
    const config = SiteConfig.parse(site);
    const domains = config.domains.map(normaliseDomainName);
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SITE_WRITE_LOCK})`);
      const [existing] = await tx
        .select({ slug: sites.slug, domains: sites.domains })
        .from(sites)
        .where(eq(sites.slug, config.slug));
      if (mode === "create" && existing) return { ok: false, refusal: { reason: "exists" } };
      if (mode === "update" && !existing) return { ok: false, refusal: { reason: "not-found" } };
      // Issue 30 §3: an update keeps the verified domains; only a proved claim changes them.
      if (existing && existing.domains.join(" ") !== domains.join(" ")) {
        return { ok: false, refusal: { reason: "domains-locked" } };
      }
      const taken = await takenDomain(tx, config.slug, domains);
      if (taken) return { ok: false, refusal: taken };
      const now = new Date();
      if (mode === "create") {
        await tx
          .insert(sites)
          .values({ slug: config.slug, config, domains, createdAt: now, updatedAt: now });
        await keepVerifiedDomains(tx, config.slug, domains, now);
      } else {
        await tx
          .update(sites)
          .set({ config, domains, updatedAt: now })
          .where(eq(sites.slug, config.slug));
      }
      await notify(tx, config.slug);
      return { ok: true };
    });
  }

  return {
    async get(slug) {
      const [row] = await db.select().from(sites).where(eq(sites.slug, slug)).limit(1);
      return toSite(row);
    },
    async byHost(host) {
      const name = hostName(host);
      // A .localhost name is only ever a slug host: no claim can take another site's.
      const local = /^([a-z0-9][a-z0-9-]*)\.localhost$/.exec(name);
      if (local?.[1]) {
        const [row] = await db.select().from(sites).where(eq(sites.slug, local[1])).limit(1);
        return toSite(row);
      }
      // Issue 30 §3: only a verified claim answers; a pending one never routes.
      const [claimed] = await db
        .select({ config: sites.config })
        .from(siteDomains)
        .innerJoin(sites, eq(sites.slug, siteDomains.site))
        .where(and(eq(siteDomains.name, name), eq(siteDomains.status, "verified")))
        .limit(1);
      return toSite(claimed);
    },
    async list() {
      const rows = await db.select().from(sites).orderBy(asc(sites.slug));
      return rows.map((r) => SiteConfig.parse(r.config));
    },
    async save(site) {
      const config = SiteConfig.parse(site);
      const now = new Date();
      const domains = config.domains.map(normaliseDomainName);
      await db.transaction(async (tx) => {
        await tx
          .insert(sites)
          .values({ slug: config.slug, config, domains, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: sites.slug,
            set: { config, domains, updatedAt: now },
          });
        await keepVerifiedDomains(tx, config.slug, domains, now);
        await notify(tx, config.slug);
      });
    },
    create: (site) => checkedWrite(site, "create"),
    update: (site) => checkedWrite(site, "update"),
    async delete(slug) {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ slug: sites.slug })
          .from(sites)
          .where(eq(sites.slug, slug))
          .for("update");
        if (!existing) return false;
        for (const table of SITE_OWNED_TABLES) {
          await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE site = ${slug}`);
        }
        await tx.delete(sites).where(eq(sites.slug, slug));
        await notify(tx, slug);
        return true;
      });
    },
    async version() {
      // The count catches deletions; every insert or update writes a row version with a newer
      // transaction id (xmin), so the sum moves with every write (as the stock version does).
      const result = await db.execute(
        sql`SELECT count(*)::text || ':' || coalesce(sum((xmin::text)::bigint), 0)::text AS version FROM sites`,
      );
      return rowsOf<{ version: string }>(result)[0]?.version ?? "0:0";
    },
  };
}
