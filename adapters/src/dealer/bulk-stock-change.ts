import type { SiteConfig } from "@forecourt/core";
import {
  type AuditActor,
  type BulkCarChange,
  type BulkChangeRequest,
  bulkAuditEntry,
  previewBulkChange,
} from "@forecourt/core/dealer/index";
import type { ConsoleTargets } from "./console-actions";

export type BulkStockResult =
  | { ok: true; changes: BulkCarChange[] }
  | { ok: false; reason: "not-found"; ids: string[] }
  | { ok: false; reason: "refused"; field: string; message: string };

/**
 * Issue 35 §1: a change to several of a site's cars at once. "preview" answers what would change
 * and saves nothing; "apply" computes the same preview from the cars as they are now and saves
 * exactly it (one transaction, one audit entry per car), then brings the search index up to date.
 * An id that is not this site's car refuses the whole change.
 */
export async function bulkChangeStock(
  targets: Pick<ConsoleTargets, "stock" | "syncStock">,
  site: Pick<SiteConfig, "slug" | "locations">,
  actor: AuditActor,
  request: BulkChangeRequest,
  now: Date,
  mode: "preview" | "apply",
): Promise<BulkStockResult> {
  const found = await targets.stock.getMany(site.slug, request.ids);
  const byId = new Map(found.map((car) => [car.id, car]));
  const missing = request.ids.filter((id) => !byId.has(id));
  if (missing.length > 0) return { ok: false, reason: "not-found", ids: missing };
  const cars = request.ids.map((id) => byId.get(id)).filter((car) => car !== undefined);
  const preview = previewBulkChange(cars, request.change, { now, locations: site.locations });
  if (!preview.ok)
    return { ok: false, reason: "refused", field: preview.field, message: preview.message };
  if (mode === "apply") {
    await targets.stock.saveAuditedMany(
      site.slug,
      preview.changes.map((change) => ({
        car: change.car,
        entry: bulkAuditEntry(
          site.slug,
          actor,
          request.change,
          byId.get(change.id) ?? change.car,
          change.car,
          now,
        ),
      })),
    );
    await targets.syncStock?.();
  }
  return { ok: true, changes: preview.changes };
}
