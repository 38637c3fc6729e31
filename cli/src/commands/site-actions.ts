import { createSiteFromDocument, siteDocument } from "@forecourt/adapters/sites/site-admin";
import { maskSiteSecrets, type SiteRepository, siteConfigJsonSchema } from "@forecourt/core";
import {
  type UpdateSiteSettingsPorts,
  updateSiteSettings,
} from "@forecourt/core/use-cases/update-site-settings";
import { OPERATOR } from "../operator-actor";

/** What a `forecourt site …` run prints and how it exits (kept apart from process I/O for tests). */
export interface SiteRun {
  stdout: string;
  /** One line per problem. */
  stderr: string[];
  exitCode: number;
}

/** Invalid input, a taken slug or domain, a refused delete: exit 2 (issue 17 §1). */
const INVALID = 2;
/** The site asked for does not exist. */
const UNKNOWN = 1;

const done = (stdout: string): SiteRun => ({ stdout, stderr: [], exitCode: 0 });
const refused = (problems: string[], exitCode = INVALID): SiteRun => ({
  stdout: "",
  stderr: problems,
  exitCode,
});
const json = (value: unknown, pretty: boolean) =>
  pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value);

type Sites = Pick<SiteRepository, "get" | "list" | "create" | "update" | "delete">;

/** `site create --file`: validates the whole document, then creates; nothing is written on a problem. */
export async function siteCreate(
  sites: Sites,
  document: unknown,
  asJson: boolean,
): Promise<SiteRun> {
  const created = await createSiteFromDocument(sites, document);
  if (!created.ok) return refused(created.problems);
  return done(asJson ? json({ slug: created.site.slug }, false) : created.site.slug);
}

/** `site show SLUG`: the document `site create --file` accepts, secrets masked unless asked for. */
export async function siteShow(
  sites: Sites,
  slug: string,
  options: { json: boolean; showSecrets: boolean },
): Promise<SiteRun> {
  const site = await sites.get(slug);
  if (!site) return refused([`there is no site '${slug}'`], UNKNOWN);
  const shown = options.showSecrets ? site : maskSiteSecrets(site);
  return done(json(siteDocument(shown), !options.json));
}

/**
 * `site set SLUG --file patch.json`: the console's settings change (an RFC 7386 merge patch,
 * validated as a whole, then saved and audited), made by the operator.
 */
export async function siteSet(
  ports: UpdateSiteSettingsPorts,
  slug: string,
  patch: unknown,
  asJson: boolean,
  now: Date = new Date(),
): Promise<SiteRun> {
  const result = await updateSiteSettings(ports, { site: slug, patch }, { now, actor: OPERATOR });
  if (!result.ok) {
    const { kind, detail, errors } = result.problem;
    const lines = errors ? Object.entries(errors).map(([path, m]) => `${path}: ${m}`) : [detail];
    return refused(lines, kind === "not-found" ? UNKNOWN : INVALID);
  }
  return done(asJson ? json({ slug, updated: true }, false) : `Updated '${slug}'.`);
}

/** `site list`: every site's slug, name and domains. */
export async function siteList(sites: Sites, asJson: boolean): Promise<SiteRun> {
  const all = (await sites.list()).map((s) => ({ slug: s.slug, name: s.name, domains: s.domains }));
  if (asJson) return done(json(all, false));
  if (all.length === 0) return done("No sites yet (`forecourt site create --file site.json`).");
  return done(
    all
      .map((s) => [s.slug, s.name, ...(s.domains.length ? [s.domains.join(", ")] : [])].join("  "))
      .join("\n"),
  );
}

/** `site delete SLUG --yes`: the site and everything it owns, in one transaction. */
export async function siteDelete(
  sites: Sites,
  slug: string,
  options: { json: boolean; yes: boolean },
): Promise<SiteRun> {
  if (!options.yes) {
    return refused([
      `--yes: required to delete '${slug}' with its cars, leads, shoppers and staff (this cannot be undone)`,
    ]);
  }
  if (!(await sites.delete(slug))) return refused([`there is no site '${slug}'`], UNKNOWN);
  return done(options.json ? json({ slug, deleted: true }, false) : `Deleted '${slug}'.`);
}

/** `site schema`: the site document's JSON Schema, for editors. */
export function siteSchema(asJson: boolean): SiteRun {
  return done(json(siteConfigJsonSchema(), !asJson));
}
