import {
  DAY_COUNT_WINDOW_MS,
  zeroResultQuotaKey,
  zeroResultSearchKept,
} from "../insights/anonymous-counting";
import { localDay } from "../insights/insight-range";
import { siteTimeZone } from "../locations/time-zone";
import type { HitCounter } from "../ports/hit-counter";
import type { InsightsRepository } from "../ports/insights";
import type { SiteConfig } from "../schemas/site-config";
import { succeeded, type UseCaseResult } from "./result";

export interface RecordZeroResultSearchPorts {
  insights: Pick<InsightsRepository, "recordZeroResultSearch">;
  countHit: HitCounter;
}

export interface RecordZeroResultSearchContext {
  now: Date;
  site: Pick<SiteConfig, "slug" | "country" | "timeZone">;
  /** The client's opaque token for a dealer day (never its address: issue 30 §9). */
  visitor: (day: string) => string;
}

/**
 * Issue 17 §3 / issue 30 §9: counts a search with no results for the managers' list (`search`
 * is searchPage's scrubbed `zeroResultSearch` key, never who searched), at most a client's
 * first few a dealer day. A count the store loses never fails the search that found nothing.
 */
export async function recordZeroResultSearch(
  ports: RecordZeroResultSearchPorts,
  input: { search: string },
  context: RecordZeroResultSearchContext,
): Promise<UseCaseResult<{ counted: boolean }>> {
  const { site } = context;
  const day = localDay(context.now, siteTimeZone(site));
  const quota = zeroResultQuotaKey(site.slug, day, context.visitor(day));
  if (!zeroResultSearchKept(await ports.countHit(quota, DAY_COUNT_WINDOW_MS))) {
    return succeeded({ counted: false });
  }
  const counted = await ports.insights.recordZeroResultSearch(site.slug, input.search, day).then(
    () => true,
    () => false,
  );
  return succeeded({ counted });
}
