import { getPlatform } from "./platform";

/** How long a host's framing setting is reused by the proxy, in ms (as the API's site cache). */
const CACHE_MS = 5_000;
const cache = new Map<string, { origins: readonly string[]; until: number }>();

/**
 * The origins a host's site lets frame its pages (SiteConfig.frameAncestors), for the proxy's
 * CSP; none for an unknown host or when the store cannot answer (the site itself still may).
 */
export async function frameAncestorsForHost(
  host: string,
  now = Date.now(),
): Promise<readonly string[]> {
  const hit = cache.get(host);
  if (hit && hit.until > now) return hit.origins;
  let origins: readonly string[] = [];
  try {
    const site = await (await getPlatform()).sites.byHost(host);
    origins = site?.frameAncestors ?? [];
  } catch {
    // The page itself reports a store failure; the header falls back to the safest answer.
  }
  if (cache.size > 1_000) cache.clear();
  cache.set(host, { origins, until: now + CACHE_MS });
  return origins;
}
