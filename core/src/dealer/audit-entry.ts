import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { maskSiteSecrets, SECRET_SETTINGS } from "../sites/site-secrets";
import { maskUrlCredentials } from "../sites/url-credentials";
import type { StaffRole } from "../staff/roles";
import { STOCK_EDIT_FIELDS, type StockEdit } from "./stock-edit";

/** What a staff change did (issue 17 §3 Audit log). */
export const AUDIT_ACTIONS = [
  "stock.hide",
  "stock.show",
  "stock.mark",
  "stock.price",
  "stock.comments",
  "stock.location",
  "stock.import",
  "stock.feed-pull",
  "settings.update",
  "domain.request",
  "domain.verify",
  "domain.remove",
  "lead.reassign",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who made a change: the signed-in staff member. */
export type AuditActor = { email: string; role: StaffRole };

/** One staff change, as written: who, what, to which thing, before and after, when. */
export interface NewAuditEntry {
  site: string;
  actor: AuditActor;
  action: AuditAction;
  /** What changed: a car's id, `settings`, or the import's file name. */
  target: string;
  /** Only the fields that changed, as they were (null: nothing before, e.g. an import). */
  before: Record<string, unknown> | null;
  /** Only the fields that changed, as they became. */
  after: Record<string, unknown> | null;
  at: Date;
}

/** A stored entry, with the id the store gave it (newest entries have the highest ids). */
export interface AuditEntry extends NewAuditEntry {
  id: number;
}

/** The fields of `keys` whose values differ between `before` and `after`, from each side. */
function differingFields<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T & string)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}

/** The audit entry of a stock edit: the car's id and only the fields the edit changed. */
export function stockEditAuditEntry(
  site: string,
  actor: AuditActor,
  edit: StockEdit,
  before: Car,
  after: Car,
  at: Date,
): NewAuditEntry {
  return {
    site,
    actor,
    action: `stock.${edit.action}`,
    target: before.id,
    ...differingFields(before, after, STOCK_EDIT_FIELDS),
    at,
  };
}

/** The audit entry of a settings change: the top-level settings that changed, secrets masked. */
export function settingsAuditEntry(
  actor: AuditActor,
  before: SiteConfig,
  after: SiteConfig,
  at: Date,
): NewAuditEntry {
  const was: Record<string, unknown> = maskSiteSecrets(before);
  const now: Record<string, unknown> = maskSiteSecrets(after);
  // Two masked secrets look alike: a new secret still shows as a change, never as its value.
  for (const key of SECRET_SETTINGS) {
    if (before[key] !== after[key] && before[key] !== null && after[key] !== null)
      now[key] = "(changed)";
  }
  // So do two masked feed addresses: a new credential alone still shows as a change.
  if (before.stockFeed && after.stockFeed && before.stockFeed.url !== after.stockFeed.url) {
    const shown = maskUrlCredentials(after.stockFeed.url);
    if (shown === maskUrlCredentials(before.stockFeed.url)) {
      now.stockFeed = { ...after.stockFeed, url: `${shown} (credentials changed)` };
    }
  }
  const keys = Object.keys({ ...was, ...now });
  return {
    site: after.slug,
    actor,
    action: "settings.update",
    target: "settings",
    ...differingFields(was, now, keys),
    at,
  };
}
