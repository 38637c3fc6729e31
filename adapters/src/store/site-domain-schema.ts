import { sql } from "drizzle-orm";
import { pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./base-schema";
import { ts } from "./columns";

/**
 * Issue 30 §3: the domains each site claimed (migration 0017). A name is verified for one site
 * at most (the partial unique index); only verified names answer for a site.
 */
export const siteDomains = pgTable(
  "site_domains",
  {
    site: text("site")
      .notNull()
      .references(() => sites.slug, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status").$type<"pending" | "verified">().notNull(),
    token: text("token").notNull(),
    requestedAt: ts("requested_at").notNull(),
    verifiedAt: ts("verified_at"),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.name] }),
    uniqueIndex("site_domains_verified_name_idx").on(t.name).where(sql`status = 'verified'`),
  ],
);
