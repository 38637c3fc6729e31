import type { AuditActor } from "../dealer/audit-entry";
import {
  type BulkCarChange,
  type BulkChangeRequest,
  bulkAuditEntry,
  previewBulkChange,
} from "../dealer/bulk-change";
import type { StockRepository } from "../ports/sites";
import type { StockIndexSync } from "../ports/stock-index-sync";
import type { SiteConfig } from "../schemas/site-config";
import { CAR_NOT_FOUND } from "./edit-stock";
import { failed, succeeded, type UseCaseResult } from "./result";

export interface BulkEditStockPorts {
  stock: Pick<StockRepository, "getMany" | "saveAuditedMany">;
  syncStock?: StockIndexSync;
}

export interface BulkEditStockInput {
  site: Pick<SiteConfig, "slug" | "locations">;
  request: BulkChangeRequest;
  /** "preview" answers what would change and saves nothing; "apply" saves exactly that. */
  mode: "preview" | "apply";
}

/**
 * Issue 35 §1: a change to several of a site's cars at once. "apply" computes the same preview
 * from the cars as they are now and saves exactly it (one transaction, one audit entry per car),
 * then brings the search index up to date. An id that is not this site's car refuses it all.
 */
export async function bulkEditStock(
  ports: BulkEditStockPorts,
  input: BulkEditStockInput,
  context: { now: Date; actor: AuditActor },
): Promise<UseCaseResult<{ changes: BulkCarChange[] }>> {
  const { site, request, mode } = input;
  const found = await ports.stock.getMany(site.slug, request.ids);
  const byId = new Map(found.map((car) => [car.id, car]));
  const missing = request.ids.filter((id) => !byId.has(id));
  if (missing.length > 0) return failed("not-found", `${CAR_NOT_FOUND} (${missing.join(", ")})`);
  const cars = request.ids.map((id) => byId.get(id)).filter((car) => car !== undefined);
  const preview = previewBulkChange(cars, request.change, {
    now: context.now,
    locations: site.locations,
  });
  if (!preview.ok) return failed("invalid", preview.message, { field: preview.field });
  if (mode === "apply") {
    await ports.stock.saveAuditedMany(
      site.slug,
      preview.changes.map((change) => ({
        car: change.car,
        entry: bulkAuditEntry(
          site.slug,
          context.actor,
          request.change,
          byId.get(change.id) ?? change.car,
          change.car,
          context.now,
        ),
      })),
    );
    await ports.syncStock?.();
  }
  return succeeded({ changes: preview.changes });
}
