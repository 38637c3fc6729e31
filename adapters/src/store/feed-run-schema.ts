import type { RejectedRow } from "@forecourt/core";
import type {
  FeedRunPhotoFailure,
  FeedRunStatus,
  FeedRunTrigger,
} from "@forecourt/core/ports/feed-runs";
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./base-schema";
import { ts } from "./columns";

/** Issue 33 §1: each pull of a site's stock feed; a running one is the site's lease (migration 0022). */
export const feedRuns = pgTable(
  "feed_runs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    site: text("site")
      .notNull()
      .references(() => sites.slug, { onDelete: "cascade" }),
    trigger: text("trigger").$type<FeedRunTrigger>().notNull(),
    status: text("status").$type<FeedRunStatus>().notNull(),
    startedAt: ts("started_at").notNull(),
    finishedAt: ts("finished_at"),
    leaseUntil: ts("lease_until").notNull(),
    rows: integer("rows").notNull().default(0),
    added: integer("added").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    removed: integer("removed").notNull().default(0),
    rejectedCount: integer("rejected_count").notNull().default(0),
    rejected: jsonb("rejected").$type<RejectedRow[]>().notNull().default([]),
    removalRefused: text("removal_refused"),
    error: text("error"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    // Migration 0025: the pulled cars' photos.
    photosStored: integer("photos_stored").notNull().default(0),
    photosFailed: integer("photos_failed").notNull().default(0),
    photoFailures: jsonb("photo_failures").$type<FeedRunPhotoFailure[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("feed_runs_one_running_idx").on(t.site).where(sql`status = 'running'`),
    index("feed_runs_site_started_idx").on(t.site, t.startedAt),
  ],
);
