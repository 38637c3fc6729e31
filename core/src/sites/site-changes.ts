import type { SiteWriteRefusal } from "../ports/sites";
import type { SiteConfig } from "../schemas/site-config";
import { checkDomainName, normaliseDomainName } from "./domain-name";
import { applyMergePatch, isJsonObject } from "./merge-patch";
import { parseSiteDocument, type SiteDocumentResult } from "./site-document";
import { keepMaskedSecrets, maskedSecretProblems } from "./site-secrets";

/**
 * Issue 30 §3: domains change only through a request its owner proves (POST /api/dealer/domains,
 * `forecourt site domain`), never through a settings patch.
 */
export const DOMAINS_NOT_EDITABLE =
  "domains: cannot be changed in the settings; request a domain (POST /api/dealer/domains or `forecourt site domain request`) and verify it";

/**
 * A new site from its document (`forecourt site create --file`, the demo seed): valid, with real
 * secrets and claimable domains. The operator's document is trusted to own its domains.
 */
export function siteToCreate(input: unknown): SiteDocumentResult {
  const parsed = parseSiteDocument(input);
  if (!parsed.ok) return parsed;
  const problems = maskedSecretProblems(parsed.site);
  parsed.site.domains.forEach((domain, i) => {
    const verdict = checkDomainName(domain, parsed.site.slug);
    if (!verdict.ok) problems.push(`domains[${i}]: ${verdict.problem}`);
  });
  return problems.length ? { ok: false, problems } : parsed;
}

/** The same names in the same order, as the store keys them. */
function sameDomains(a: readonly string[], b: readonly string[]): boolean {
  return (
    a.length === b.length &&
    a.every((d, i) => normaliseDomainName(d) === normaliseDomainName(b[i] ?? ""))
  );
}

/**
 * The site after an RFC 7386 merge patch (`forecourt site set`), validated as a whole: the
 * patch may not rename the site, and a masked secret in it keeps the current value.
 */
export function patchedSite(current: SiteConfig, patch: unknown): SiteDocumentResult {
  if (!isJsonObject(patch)) return { ok: false, problems: ["(patch): must be a JSON object"] };
  const parsed = parseSiteDocument(applyMergePatch(current, patch));
  if (!parsed.ok) return parsed;
  if (parsed.site.slug !== current.slug) {
    return {
      ok: false,
      problems: [`slug: cannot be changed (create a site with the new slug, then delete this one)`],
    };
  }
  if (!sameDomains(parsed.site.domains, current.domains)) {
    return { ok: false, problems: [DOMAINS_NOT_EDITABLE] };
  }
  const kept = keepMaskedSecrets(parsed.site, current);
  const masked = maskedSecretProblems(kept);
  return masked.length ? { ok: false, problems: masked } : { ok: true, site: kept };
}

/** A refused site write as a problem line naming the setting at fault. */
export function siteWriteRefusalLine(site: SiteConfig, refusal: SiteWriteRefusal): string {
  switch (refusal.reason) {
    case "exists":
      return `slug: a site '${site.slug}' already exists (change it with \`forecourt site set\`)`;
    case "not-found":
      return `slug: there is no site '${site.slug}'`;
    case "domains-locked":
      return DOMAINS_NOT_EDITABLE;
    case "domain-taken": {
      const index = site.domains.findIndex((d) => d.toLowerCase() === refusal.domain);
      const path = index < 0 ? "domains" : `domains[${index}]`;
      return `${path}: ${refusal.domain} already answers for site '${refusal.site}'`;
    }
  }
}
