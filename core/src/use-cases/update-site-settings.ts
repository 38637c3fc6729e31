import { type AuditActor, type AuditEntry, settingsAuditEntry } from "../dealer/audit-entry";
import { requiredRoleForSiteChange } from "../dealer/site-change-role";
import { LeadRoutingSettings, routingStaffIds } from "../leads/routing/routing-rules";
import type { AuditRepository } from "../ports/audit";
import type { SiteRepository } from "../ports/sites";
import type { StaffRepository } from "../ports/staff";
import type { SiteConfig } from "../schemas/site-config";
import { applyMergePatch, isJsonObject } from "../sites/merge-patch";
import { patchedSite, siteWriteRefusalLine } from "../sites/site-changes";
import { hasRole } from "../staff/roles";
import { NO_SUCH_STAFF, roleTooLow } from "../staff/staff-refusals";
import { failed, succeeded, type UseCaseResult } from "./result";

/** The detail of a refused settings change; each wrong setting is named by its JSON path. */
export const CHECK_THE_SETTINGS = "Please check the settings.";

export interface UpdateSiteSettingsPorts {
  sites: Pick<SiteRepository, "get" | "update">;
  staff: Pick<StaffRepository, "list">;
  audit: Pick<AuditRepository, "record">;
}

export interface UpdateSiteSettingsInput {
  site: string;
  /** An RFC 7386 JSON Merge Patch over the site's settings document. */
  patch: unknown;
}

/** `path: message` problem lines as field errors keyed by JSON path (the first per path). */
export function problemFields(problems: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of problems) {
    const at = line.indexOf(": ");
    const field = at < 0 ? "body" : line.slice(0, at);
    errors[field] ??= at < 0 ? line : line.slice(at + 2);
  }
  return errors;
}

const invalid = (errors: Record<string, string>) =>
  failed("invalid", CHECK_THE_SETTINGS, { errors });

/**
 * Issue 34 §1: a routing change may name only this site's staff. The first unknown one as a field
 * error (its JSON path), or null; a malformed change is left to the settings' own check.
 */
async function unknownRoutingStaff(
  staff: UpdateSiteSettingsPorts["staff"],
  current: SiteConfig,
  patch: Record<string, unknown>,
): Promise<Record<string, string> | null> {
  if (!("leadRouting" in patch)) return null;
  const routing = LeadRoutingSettings.safeParse(
    applyMergePatch(current.leadRouting, patch.leadRouting),
  );
  if (!routing.success) return null;
  const members = new Set((await staff.list(current.slug)).map((s) => s.id));
  const unknown = routingStaffIds(routing.data).find((named) => !members.has(named.id));
  return unknown ? { [`leadRouting.${unknown.path}`]: NO_SUCH_STAFF } : null;
}

/**
 * Issue 17 §1–3: a site's settings changed with an RFC 7386 merge patch, from the console or
 * `forecourt site set`: validated as a whole (nothing half-written), hours and lead routing need
 * a manager and every other setting an owner, and the change is audited with who made it.
 */
export async function updateSiteSettings(
  ports: UpdateSiteSettingsPorts,
  input: UpdateSiteSettingsInput,
  context: { now: Date; actor: AuditActor },
): Promise<UseCaseResult<{ site: SiteConfig; audit: AuditEntry | null }>> {
  const current = await ports.sites.get(input.site);
  if (!current) return failed("not-found", `there is no site '${input.site}'`, { field: "site" });
  if (isJsonObject(input.patch)) {
    const unknownStaff = await unknownRoutingStaff(ports.staff, current, input.patch);
    if (unknownStaff) return invalid(unknownStaff);
  }
  const patched = patchedSite(current, input.patch);
  if (!patched.ok) return invalid(problemFields(patched.problems));
  const needed = requiredRoleForSiteChange(current, patched.site);
  if (needed === null) return succeeded({ site: current, audit: null });
  if (!hasRole(context.actor.role, needed)) return failed("forbidden", roleTooLow(needed));
  const written = await ports.sites.update(patched.site);
  if (!written.ok) {
    return invalid(problemFields([siteWriteRefusalLine(patched.site, written.refusal)]));
  }
  const audit = await ports.audit.record(
    settingsAuditEntry(context.actor, current, patched.site, context.now),
  );
  return succeeded({ site: patched.site, audit });
}
