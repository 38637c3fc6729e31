import type { OutboundFetch } from "@forecourt/adapters/net/outbound-fetch";
import { fetchFeed } from "@forecourt/adapters/stock-import/fetch-feed";
import { CliError } from "../io";

/**
 * `forecourt import --url` (issue 33 §1): the feed's text, fetched once through the outbound-fetch
 * guard as the scheduled pull does (no private address unless FORECOURT_FETCH_ALLOW names it,
 * 50 MB and 2 minutes at most, no redirects). The operator reads why a fetch failed.
 */
export async function fetchFeedText(
  outbound: OutboundFetch,
  url: string,
  caps: { maxBytes?: number; timeoutMs?: number } = {},
): Promise<string> {
  const fetched = await fetchFeed(outbound, url, null, caps);
  if (fetched.kind === "failed") throw new CliError(`--url: ${fetched.failure.reason}`);
  // Unconditional: a 304 is only an answer to validators, which this request never sends.
  if (fetched.kind === "not_changed") throw new CliError(`--url: ${url} answered 304`);
  return fetched.text;
}
