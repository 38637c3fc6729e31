import type { Command } from "commander";
import type { SiteRun } from "./site-actions";
import {
  type DomainCliTargets,
  siteDomainList,
  siteDomainRemove,
  siteDomainRequest,
  siteDomainVerify,
} from "./site-domain-actions";

/**
 * `forecourt site domain request|verify|list|remove` (issue 30 §3): a domain answers for a site
 * only once the server has found its owner's proof (a DNS TXT record or an HTTP token).
 */
export function registerSiteDomain(
  site: Command,
  withTargets: (run: (targets: DomainCliTargets) => Promise<SiteRun>) => Promise<void>,
): void {
  const domain = site
    .command("domain")
    .description("claim a domain for a site: request, publish the token, verify; list, remove");
  const claim = (name: string, description: string, run: typeof siteDomainRequest) =>
    domain
      .command(name)
      .description(description)
      .argument("<slug>", "the site")
      .argument("<domain>", "the host name, e.g. www.example.com.au")
      .option("--json", "print JSON")
      .action(async (slug: string, host: string, flags: { json?: boolean }) => {
        await withTargets((t) => run(t, slug, host, flags.json ?? false));
      });
  claim(
    "request",
    "store the domain pending; prints the DNS TXT record or HTTP token to publish",
    siteDomainRequest,
  );
  claim(
    "verify",
    "check the published token (DNS TXT or HTTP); proved, the domain answers",
    siteDomainVerify,
  );
  claim("remove", "drop a domain; it stops answering for the site at once", siteDomainRemove);
  domain
    .command("list")
    .description("the site's domains, verified and pending")
    .argument("<slug>", "the site")
    .option("--json", "print JSON")
    .action(async (slug: string, flags: { json?: boolean }) => {
      await withTargets((t) => siteDomainList(t, slug, flags.json ?? false));
    });
}
