import {
  domainChallenge,
  httpAnswerProves,
  normaliseDomainName,
  txtRecordsProve,
} from "@forecourt/core";
import type { AuditActor } from "@forecourt/core/dealer/index";
import {
  audited,
  type DomainFailure,
  type DomainTargets,
  type DomainView,
  domainView,
} from "./site-domains";

/**
 * Checks a pending claim server-side: a TXT record `_forecourt-challenge.<name>` holding the
 * token, or `http://<name>/.well-known/forecourt-verification/<token>` answering it. Proved, the
 * name is verified and answers for the site at once; unproved, nothing changes.
 */
export async function verifySiteDomain(
  targets: DomainTargets,
  site: string,
  raw: string,
  actor: AuditActor | null,
  now: Date,
): Promise<{ ok: true; domain: DomainView } | DomainFailure> {
  const name = normaliseDomainName(raw);
  const claim = (await targets.siteDomains.list(site)).find((d) => d.name === name);
  if (!claim) {
    return { ok: false, reason: "not-found", problem: `name: ${name} has not been requested` };
  }
  if (claim.status === "verified") return { ok: true, domain: domainView(claim) };
  const { probe } = targets.domainClaims;
  const challenge = domainChallenge(name, claim.token);
  const proved =
    txtRecordsProve(await probe.txtRecords(challenge.dns.name), claim.token) ||
    httpAnswerProves(await probe.httpBody(challenge.http.url), claim.token);
  if (!proved) {
    return {
      ok: false,
      reason: "invalid",
      problem: `name: no proof found: publish the TXT record ${challenge.dns.name} = ${claim.token} or serve the token at ${challenge.http.url}, then verify again`,
    };
  }
  const verified = await targets.siteDomains.verify(site, name, now);
  if (!verified.ok) {
    return verified.reason === "taken"
      ? { ok: false, reason: "invalid", problem: `name: ${name} already answers for another site` }
      : { ok: false, reason: "not-found", problem: `name: ${name} has not been requested` };
  }
  await audited(targets, site, actor, "domain.verify", verified.domain, "pending", now);
  return { ok: true, domain: domainView(verified.domain) };
}
