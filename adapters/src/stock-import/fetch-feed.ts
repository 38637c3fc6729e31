import type { OutboundFailure } from "../net/outbound-failure";
import { outboundFailure } from "../net/outbound-failure";
import type { OutboundFetch } from "../net/outbound-fetch";

/** A feed larger than this is refused (issue 33 §1): 50 MB. */
export const FEED_MAX_BYTES = 50 * 1024 * 1024;
/** A feed that takes longer than this to arrive, from lookup to last byte, is refused: 2 minutes. */
export const FEED_TIMEOUT_MS = 120_000;

/** The validators of the feed as last fetched, sent back so an unchanged feed answers 304. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchedFeed =
  | ({ kind: "fetched"; text: string } & FeedValidators)
  | { kind: "not_changed" }
  | { kind: "failed"; failure: OutboundFailure };

/**
 * Fetches a dealer's feed through the outbound-fetch guard (no private addresses unless allowed,
 * size and time caps, no redirects), conditionally when the last fetch left validators.
 */
export async function fetchFeed(
  outbound: OutboundFetch,
  url: string,
  last: FeedValidators | null,
  caps: { maxBytes?: number; timeoutMs?: number } = {},
): Promise<FetchedFeed> {
  const headers: Record<string, string> = {
    accept: "application/json, text/csv, text/tab-separated-values, text/plain, */*",
    "user-agent": "Forecourt feed pull",
  };
  if (last?.etag) headers["if-none-match"] = last.etag;
  if (last?.lastModified) headers["if-modified-since"] = last.lastModified;
  const answer = await outbound(url, {
    headers,
    maxBytes: caps.maxBytes ?? FEED_MAX_BYTES,
    timeoutMs: caps.timeoutMs ?? FEED_TIMEOUT_MS,
  });
  if (!answer.ok) return { kind: "failed", failure: answer.failure };
  const { status, headers: got, body } = answer.response;
  if (status === 304) return { kind: "not_changed" };
  if (status < 200 || status > 299) {
    return {
      kind: "failed",
      failure: outboundFailure("http_status", `${new URL(url).host} answered ${status}`),
    };
  }
  return {
    kind: "fetched",
    text: new TextDecoder("utf-8").decode(body),
    etag: headerOf(got.etag),
    lastModified: headerOf(got["last-modified"]),
  };
}

function headerOf(value: string | string[] | undefined): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  return one?.trim() ? one.trim() : null;
}
