import { randomBytes } from "node:crypto";
import { checkDomainName } from "@forecourt/core";
import type { AuditActor } from "@forecourt/core/dealer/index";
import {
  audited,
  type DomainFailure,
  type DomainTargets,
  type DomainView,
  domainView,
} from "./site-domains";

/**
 * Issue 30 §3: an owner asks for a domain. A name no site may claim, or one another site answers
 * for, is refused; otherwise it is stored pending with a fresh random token, and the answer says
 * how to prove control (DNS TXT or HTTP). It does not answer for the site until verified.
 */
export async function requestSiteDomain(
  targets: DomainTargets,
  site: string,
  raw: string,
  actor: AuditActor | null,
  now: Date,
): Promise<{ ok: true; domain: DomainView } | DomainFailure> {
  const { platformHosts, limit } = targets.domainClaims;
  const verdict = checkDomainName(raw, site, platformHosts);
  if (!verdict.ok) return { ok: false, reason: "invalid", problem: `name: ${verdict.problem}` };
  const token = randomBytes(24).toString("base64url");
  const claimed = await targets.siteDomains.request(site, verdict.name, token, now, limit);
  if (!claimed.ok) {
    const problem =
      claimed.reason === "taken"
        ? `name: ${verdict.name} already answers for another site`
        : `name: a site holds ${claimed.limit} domains at most; remove one first`;
    return { ok: false, reason: "invalid", problem };
  }
  if (claimed.domain.status === "pending") {
    await audited(targets, site, actor, "domain.request", claimed.domain, null, now);
  }
  return { ok: true, domain: domainView(claimed.domain) };
}
