import {
  patchedSite,
  type SiteConfig,
  type SiteDocumentResult,
  type SiteRepository,
  siteToCreate,
  siteWriteRefusalLine,
} from "@forecourt/core";

/** A checked site write: the site as saved, or every problem (nothing was written). */
export type SiteAdminResult = SiteDocumentResult & { missing?: true };

/**
 * Creates a site from its JSON document: `forecourt site create --file` and the demo seed both
 * come this way, so a demo tenant is held to the rules an operator's file is.
 */
export async function createSiteFromDocument(
  sites: Pick<SiteRepository, "create">,
  document: unknown,
): Promise<SiteAdminResult> {
  const parsed = siteToCreate(document);
  if (!parsed.ok) return parsed;
  const written = await sites.create(parsed.site);
  return written.ok
    ? parsed
    : { ok: false, problems: [siteWriteRefusalLine(parsed.site, written.refusal)] };
}

/** Applies an RFC 7386 merge patch to a stored site, validated as a whole before it is saved. */
export async function patchSiteDocument(
  sites: Pick<SiteRepository, "get" | "update">,
  slug: string,
  patch: unknown,
): Promise<SiteAdminResult> {
  const current = await sites.get(slug);
  if (!current) return { ok: false, missing: true, problems: [`there is no site '${slug}'`] };
  const patched = patchedSite(current, patch);
  if (!patched.ok) return patched;
  const written = await sites.update(patched.site);
  return written.ok
    ? patched
    : { ok: false, problems: [siteWriteRefusalLine(patched.site, written.refusal)] };
}

/** A site as its JSON document (what `site show` prints and `site create --file` reads). */
export function siteDocument(site: SiteConfig): unknown {
  return JSON.parse(JSON.stringify(site));
}
