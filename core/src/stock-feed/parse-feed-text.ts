import type { FeedProfile } from "./feed-profile";
import { parseCsvFeed } from "./parse-csv-feed";
import { parseStockFeed, type StockFeedResult } from "./parse-stock-feed";

/** How a feed is written: JSON/NDJSON in §3 field names, or CSV/TSV through a mapping profile. */
export type StockFeedFormat = "json" | "csv" | "tsv";

/**
 * Parses a feed as its format says (issue 33 §1): JSON or NDJSON directly, CSV or TSV through the
 * profile (TSV splits on tabs whatever the profile's delimiter). A CSV or TSV feed without a
 * profile fails as a whole.
 */
export function parseFeedText(
  text: string,
  format: StockFeedFormat,
  profile: FeedProfile | undefined,
  onProgress?: (done: number, total: number) => void,
): StockFeedResult {
  if (format === "json") return parseStockFeed(text, onProgress);
  if (!profile)
    return { ok: false, error: `a ${format.toUpperCase()} feed needs a mapping profile` };
  const read = format === "tsv" ? { ...profile, delimiter: "\t" as const } : profile;
  return parseCsvFeed(text, read, onProgress);
}
