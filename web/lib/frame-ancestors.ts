import { getPlatform } from "./platform";

/**
 * The origins a host's site lets frame its pages (SiteConfig.frameAncestors), for the proxy's
 * CSP, through the process's one host → site resolution (issue 31 §4: a change is seen by the
 * next request); none for an unknown host or when the store cannot answer (the site itself still may).
 */
export async function frameAncestorsForHost(host: string): Promise<readonly string[]> {
  try {
    const site = await (await getPlatform()).siteResolver.siteForHost(host);
    return site?.frameAncestors ?? [];
  } catch {
    // The page itself reports a store failure; the header falls back to the safest answer.
    return [];
  }
}
