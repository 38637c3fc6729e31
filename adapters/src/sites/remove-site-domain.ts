import { normaliseDomainName, type SiteDomain } from "@forecourt/core";
import type { AuditActor } from "@forecourt/core/dealer/index";
import { audited, type DomainFailure, type DomainTargets } from "./site-domains";

/** Drops a claim; a verified name stops answering for the site at once. */
export async function removeSiteDomain(
  targets: DomainTargets,
  site: string,
  raw: string,
  actor: AuditActor | null,
  now: Date,
): Promise<{ ok: true; domain: SiteDomain } | DomainFailure> {
  const name = normaliseDomainName(raw);
  const removed = await targets.siteDomains.remove(site, name);
  if (!removed) {
    return {
      ok: false,
      reason: "not-found",
      problem: `name: ${name} is not one of this site's domains`,
    };
  }
  await audited(targets, site, actor, "domain.remove", removed, removed.status, now);
  return { ok: true, domain: removed };
}
