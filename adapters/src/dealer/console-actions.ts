import {
  type AuditRepository,
  type Car,
  hasRole,
  parseStockFeed,
  patchedSite,
  type SearchPort,
  type SiteConfig,
  type SiteRepository,
  type StaffRole,
  type StockRepository,
  siteWriteRefusalLine,
} from "@forecourt/core";
import {
  type AuditActor,
  type AuditEntry,
  applyStockEdit,
  requiredRoleForSiteChange,
  type StockEdit,
  settingsAuditEntry,
  stockEditAuditEntry,
} from "@forecourt/core/dealer/index";
import { type ImportReport, importStock } from "../stock-import/import-stock";

/** What the console's changes write to: the store, the index, the audit log. */
export interface ConsoleTargets {
  sites: SiteRepository;
  stock: StockRepository;
  search: SearchPort;
  audit: AuditRepository;
  /**
   * Brings this process's search index (and, through its listeners, the cached pages) up to the
   * store at once, so the shopper site shows a console change within 2 s, not at the next poll.
   */
  syncStock?: () => Promise<unknown>;
}

/** One car's edit from the console: saved with its audit entry in one transaction, then indexed. */
export async function editStock(
  targets: ConsoleTargets,
  site: string,
  actor: AuditActor,
  carId: string,
  edit: StockEdit,
  now: Date,
): Promise<{ ok: true; car: Car; audit: AuditEntry } | { ok: false; reason: "not-found" }> {
  const before = await targets.stock.get(site, carId);
  if (!before) return { ok: false, reason: "not-found" };
  const after = applyStockEdit(before, edit, now);
  const audit = await targets.stock.saveAudited(
    site,
    after,
    stockEditAuditEntry(site, actor, edit, before, after, now),
  );
  await targets.syncStock?.();
  return { ok: true, car: after, audit };
}

/** A stock feed file uploaded in the console: the CLI's import (no replace, not strict), audited. */
export async function importStockFile(
  targets: ConsoleTargets,
  site: string,
  actor: AuditActor,
  fileName: string,
  text: string,
  now: Date,
): Promise<{ ok: true; report: ImportReport } | { ok: false; error: string }> {
  const parsed = parseStockFeed(text);
  if (!parsed.ok) return { ok: false, error: `${fileName}: ${parsed.error}` };
  const report = await importStock(targets, site, parsed.feed, { replace: false, strict: false });
  await targets.audit.record({
    site,
    actor,
    action: "stock.import",
    target: fileName,
    before: null,
    after: {
      rows: report.rows,
      added: report.added,
      updated: report.updated,
      rejected: report.rejected.length,
    },
    at: now,
  });
  await targets.syncStock?.();
  return { ok: true, report };
}

export type SettingsResult =
  | { ok: true; site: SiteConfig; audit: AuditEntry | null }
  | { ok: false; reason: "invalid"; problems: string[] }
  | { ok: false; reason: "forbidden"; needed: StaffRole };

/**
 * A settings change from the console: the same RFC 7386 merge patch as `forecourt site set`,
 * validated as a whole; hours need a manager, every other setting an owner (issue 17 §2).
 */
export async function updateSettings(
  targets: Pick<ConsoleTargets, "sites" | "audit">,
  current: SiteConfig,
  actor: AuditActor,
  patch: unknown,
  now: Date,
): Promise<SettingsResult> {
  const patched = patchedSite(current, patch);
  if (!patched.ok) return { ok: false, reason: "invalid", problems: patched.problems };
  const needed = requiredRoleForSiteChange(current, patched.site);
  if (needed === null) return { ok: true, site: current, audit: null };
  if (!hasRole(actor.role, needed)) return { ok: false, reason: "forbidden", needed };
  const written = await targets.sites.update(patched.site);
  if (!written.ok) {
    return {
      ok: false,
      reason: "invalid",
      problems: [siteWriteRefusalLine(patched.site, written.refusal)],
    };
  }
  const audit = await targets.audit.record(settingsAuditEntry(actor, current, patched.site, now));
  return { ok: true, site: patched.site, audit };
}
