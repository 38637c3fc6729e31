import { SiteConfig, type SiteRepository } from "@forecourt/core";
import { asc, eq, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { sites } from "./schema";

/** Strips the port and lower-cases a Host header value. */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d+$/, "").replace(/\.$/, "");
}

/** Tenants: settings as JSON (parsed through SiteConfig on read so later defaults apply). */
export function drizzleSiteRepository(db: StoreDb): SiteRepository {
  const toSite = (row: { config: Record<string, unknown> } | undefined) =>
    row ? SiteConfig.parse(row.config) : null;
  return {
    async get(slug) {
      const [row] = await db.select().from(sites).where(eq(sites.slug, slug)).limit(1);
      return toSite(row);
    },
    async byHost(host) {
      const name = hostName(host);
      const [configured] = await db
        .select()
        .from(sites)
        .where(sql`${name} = ANY(${sites.domains})`)
        .limit(1);
      if (configured) return toSite(configured);
      const local = /^([a-z0-9][a-z0-9-]*)\.localhost$/.exec(name);
      if (!local?.[1]) return null;
      const [row] = await db.select().from(sites).where(eq(sites.slug, local[1])).limit(1);
      return toSite(row);
    },
    async list() {
      const rows = await db.select().from(sites).orderBy(asc(sites.slug));
      return rows.map((r) => SiteConfig.parse(r.config));
    },
    async save(site) {
      const config = SiteConfig.parse(site);
      const now = new Date();
      const domains = config.domains.map(hostName);
      await db
        .insert(sites)
        .values({ slug: config.slug, config, domains, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: sites.slug,
          set: { config, domains, updatedAt: now },
        });
    },
  };
}
