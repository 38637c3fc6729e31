import { removeSiteDomain } from "@forecourt/adapters/sites/remove-site-domain";
import { requestSiteDomain } from "@forecourt/adapters/sites/request-site-domain";
import {
  type DomainTargets,
  type DomainView,
  domainView,
} from "@forecourt/adapters/sites/site-domains";
import { verifySiteDomain } from "@forecourt/adapters/sites/verify-site-domain";
import type { SiteRepository } from "@forecourt/core";
import type { SiteRun } from "./site-actions";

/** What `forecourt site domain …` works on: the store's sites and claims, and the probe. */
export type DomainCliTargets = DomainTargets & { sites: Pick<SiteRepository, "get"> };

const json = (value: unknown) => JSON.stringify(value);
const refused = (line: string, exitCode = 2): SiteRun => ({ stdout: "", stderr: [line], exitCode });
const noSite = (slug: string) => refused(`there is no site '${slug}'`, 1);

/** A claim on a line; a pending one with both ways to prove it. */
function describe(view: DomainView): string {
  const head = `${view.name}  ${view.status}`;
  if (!view.challenge) return head;
  const { dns, http } = view.challenge;
  return [
    head,
    `  DNS: a TXT record ${dns.name} = ${dns.value}`,
    `  or HTTP: ${http.url} answering ${http.body}`,
  ].join("\n");
}

type Action = typeof requestSiteDomain;

/** Runs one claim action for an existing site (no staff member: the operator's change, not audited). */
async function claimAction(
  action: Action,
  targets: DomainCliTargets,
  slug: string,
  name: string,
  asJson: boolean,
): Promise<SiteRun> {
  if (!(await targets.sites.get(slug))) return noSite(slug);
  const result = await action(targets, slug, name, null, new Date());
  if (!result.ok) return refused(result.problem, result.reason === "not-found" ? 1 : 2);
  const view = domainView(result.domain);
  return { stdout: asJson ? json(view) : describe(view), stderr: [], exitCode: 0 };
}

/** `site domain request SLUG NAME`: stores the claim pending and prints what to publish. */
export const siteDomainRequest = (
  t: DomainCliTargets,
  slug: string,
  name: string,
  asJson: boolean,
) => claimAction(requestSiteDomain, t, slug, name, asJson);

/** `site domain verify SLUG NAME`: checks the proof (DNS TXT or HTTP); exit 2 when none is found. */
export const siteDomainVerify = (
  t: DomainCliTargets,
  slug: string,
  name: string,
  asJson: boolean,
) => claimAction(verifySiteDomain, t, slug, name, asJson);

/** `site domain remove SLUG NAME`: the name stops answering for the site at once. */
export const siteDomainRemove = (
  t: DomainCliTargets,
  slug: string,
  name: string,
  asJson: boolean,
) =>
  claimAction(
    async (...args) => {
      const removed = await removeSiteDomain(...args);
      return removed.ok ? { ok: true, domain: { ...removed.domain, challenge: null } } : removed;
    },
    t,
    slug,
    name,
    asJson,
  );

/** `site domain list SLUG`: every claim with its status. */
export async function siteDomainList(
  targets: DomainCliTargets,
  slug: string,
  asJson: boolean,
): Promise<SiteRun> {
  if (!(await targets.sites.get(slug))) return noSite(slug);
  const views = (await targets.siteDomains.list(slug)).map(domainView);
  const text = views.length ? views.map(describe).join("\n") : `'${slug}' has no domains.`;
  return { stdout: asJson ? json(views) : text, stderr: [], exitCode: 0 };
}
