import { createHmac } from "node:crypto";
import { siteFilter } from "./query-compiler";

/** Search parameters a scoped key embeds: Typesense applies them to every search made with it. */
export interface EmbeddedParams {
  filter_by: string;
  /** Unix seconds after which the key stops working. */
  expires_at?: number;
}

/**
 * A Typesense scoped search key: base64 of (base64 HMAC-SHA256 of the embedded parameters'
 * JSON under the parent key, the parent key's first 4 characters, that JSON). The server
 * checks the digest against its parent search-only key and ANDs the embedded filter_by
 * into every search made with it, so a caller holding it cannot widen the filter.
 */
export function scopedSearchKey(parentSearchKey: string, params: EmbeddedParams): string {
  const json = JSON.stringify(params);
  const digest = createHmac("sha256", parentSearchKey).update(json).digest("base64");
  return Buffer.from(`${digest}${parentSearchKey.slice(0, 4)}${json}`).toString("base64");
}

/** The search key of one tenant: it can only ever see that site's cars. */
export function siteSearchKey(parentSearchKey: string, site: string, expiresAt?: number): string {
  return scopedSearchKey(parentSearchKey, {
    filter_by: siteFilter(site),
    ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
  });
}
