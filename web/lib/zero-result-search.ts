import { visitorToken } from "@forecourt/api/http/visitor-token";
import type { SiteConfig } from "@forecourt/core";
import {
  CLIENT_ADDRESS_HEADER,
  normalisedAddress,
  UNKNOWN_CLIENT,
} from "@forecourt/core/security/client-address";
import { recordZeroResultSearch } from "@forecourt/core/use-cases/record-zero-result-search";
import { getPlatform } from "./platform";

/**
 * Counts a search page that found nothing for the managers' Insights (issue 17 §3), as GET
 * /api/search does: the scrubbed key, a client's first few a dealer day (issue 30 §9), counted in
 * the store's shared counters. The client is known by the address web/server.ts stamped, hashed.
 */
export async function countZeroResultSearch(
  site: SiteConfig,
  search: string,
  headers: Pick<Headers, "get">,
  now: Date,
): Promise<void> {
  const platform = await getPlatform();
  const address = normalisedAddress(headers.get(CLIENT_ADDRESS_HEADER) ?? "") ?? UNKNOWN_CLIENT;
  await recordZeroResultSearch(
    {
      insights: platform.insights,
      countHit: async (key, windowMs) => (await platform.rateCounter.hit(key, windowMs)).count,
    },
    { search },
    { now, site, visitor: (day) => visitorToken(address, site.slug, day) },
  );
}
