import { type AuditActor, type AuditEntry, stockEditAuditEntry } from "../dealer/audit-entry";
import { applyStockEdit, type StockEdit } from "../dealer/stock-edit";
import type { StockRepository } from "../ports/sites";
import type { StockIndexSync } from "../ports/stock-index-sync";
import type { Car } from "../schemas/car";
import { failed, succeeded, type UseCaseResult } from "./result";

/** What a console change finds when the car is not this site's (or is gone). */
export const CAR_NOT_FOUND = "There is no such car in this site's stock.";

export interface EditStockPorts {
  stock: Pick<StockRepository, "get" | "saveAudited">;
  syncStock?: StockIndexSync;
}

export interface EditStockInput {
  site: string;
  carId: string;
  edit: StockEdit;
}

/**
 * Issue 17 §3: one car's edit from the console (hide, show, mark, price, comments), saved with
 * its audit entry in one transaction, then this process's search index is brought up to date.
 */
export async function editStock(
  ports: EditStockPorts,
  input: EditStockInput,
  context: { now: Date; actor: AuditActor },
): Promise<UseCaseResult<{ car: Car; audit: AuditEntry }>> {
  const before = await ports.stock.get(input.site, input.carId);
  if (!before) return failed("not-found", CAR_NOT_FOUND);
  const after = applyStockEdit(before, input.edit, context.now);
  const audit = await ports.stock.saveAudited(
    input.site,
    after,
    stockEditAuditEntry(input.site, context.actor, input.edit, before, after, context.now),
  );
  await ports.syncStock?.();
  return succeeded({ car: after, audit });
}
