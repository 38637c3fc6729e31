import type { SiteWriteRefusal } from "../ports/sites";
import type { SiteConfig } from "../schemas/site-config";
import { applyMergePatch, isJsonObject } from "./merge-patch";
import { parseSiteDocument, type SiteDocumentResult } from "./site-document";
import { keepMaskedSecrets, maskedSecretProblems } from "./site-secrets";

/** A new site from its document (`forecourt site create --file`): valid, with real secrets. */
export function siteToCreate(input: unknown): SiteDocumentResult {
  const parsed = parseSiteDocument(input);
  if (!parsed.ok) return parsed;
  const masked = maskedSecretProblems(parsed.site);
  return masked.length ? { ok: false, problems: masked } : parsed;
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
  return { ok: true, site: keepMaskedSecrets(parsed.site, current) };
}

/** A refused site write as a problem line naming the setting at fault. */
export function siteWriteRefusalLine(site: SiteConfig, refusal: SiteWriteRefusal): string {
  switch (refusal.reason) {
    case "exists":
      return `slug: a site '${site.slug}' already exists (change it with \`forecourt site set\`)`;
    case "not-found":
      return `slug: there is no site '${site.slug}'`;
    case "domain-taken": {
      const index = site.domains.findIndex((d) => d.toLowerCase() === refusal.domain);
      const path = index < 0 ? "domains" : `domains[${index}]`;
      return `${path}: ${refusal.domain} already answers for site '${refusal.site}'`;
    }
  }
}
