import {
  type AuditRepository,
  type DomainChallenge,
  type DomainProbe,
  domainChallenge,
  type SiteDomain,
  type SiteDomainRepository,
} from "@forecourt/core";
import type { AuditAction, AuditActor } from "@forecourt/core/dealer/index";

/** How claims are checked here: the probe, the platform's own names, claims per site. */
export interface DomainClaimSettings {
  probe: DomainProbe;
  /** Names (and the names under them) no site may claim (FORECOURT_PLATFORM_HOSTS). */
  platformHosts: readonly string[];
  /** Domains, pending and verified, one site may hold (default 10). */
  limit: number;
}

export const DEFAULT_DOMAIN_CLAIM_LIMIT = 10;

/** What the domain use cases write to; the audit log only for a staff member's change. */
export interface DomainTargets {
  siteDomains: SiteDomainRepository;
  audit: AuditRepository;
  domainClaims: DomainClaimSettings;
}

/** A claim as its owner sees it: pending ones with what to publish. */
export type DomainView = SiteDomain & { challenge: DomainChallenge | null };

export const domainView = (domain: SiteDomain): DomainView => ({
  ...domain,
  challenge: domain.status === "pending" ? domainChallenge(domain.name, domain.token) : null,
});

/** A refusal as one `name: message` line (the API's field, the CLI's stderr). */
export type DomainFailure = { ok: false; reason: "invalid" | "not-found"; problem: string };

/** Records a staff member's change in the audit log (the CLI operator's are not). */
export async function audited(
  targets: DomainTargets,
  site: string,
  actor: AuditActor | null,
  action: AuditAction,
  domain: SiteDomain,
  before: SiteDomain["status"] | null,
  now: Date,
) {
  if (!actor) return;
  await targets.audit.record({
    site,
    actor,
    action,
    target: domain.name,
    before: before ? { status: before } : null,
    after: action === "domain.remove" ? null : { status: domain.status },
    at: now,
  });
}
