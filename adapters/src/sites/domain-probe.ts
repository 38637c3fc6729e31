import { Resolver } from "node:dns/promises";
import type { DomainProbe } from "@forecourt/core";
import { type OutboundFetch, outboundFetchFromEnv } from "../net/outbound-fetch";
import { DEFAULT_DOMAIN_CLAIM_LIMIT, type DomainClaimSettings } from "./site-domains";

/** The HTTP token answer is a token: anything longer is not one. */
const TOKEN_ANSWER_MAX_BYTES = 1_024;
const PROBE_TIMEOUT_MS = 5_000;

/** The TXT records at a name, as node:dns answers them (each record's strings). */
export type ResolveTxt = (name: string) => Promise<string[][]>;

function systemResolveTxt(): ResolveTxt {
  const resolver = new Resolver({ timeout: PROBE_TIMEOUT_MS, tries: 2 });
  return (name) => resolver.resolveTxt(name);
}

/**
 * Issue 30 §3: checks a domain claim against the world: DNS TXT through node:dns, HTTP through
 * the outbound-fetch guard (public addresses only, no redirects, 5 s and 1 KiB at most).
 */
export function liveDomainProbe(
  fetchGuarded: OutboundFetch,
  resolveTxt: ResolveTxt = systemResolveTxt(),
): DomainProbe {
  return {
    async txtRecords(name) {
      try {
        return (await resolveTxt(name)).map((chunks) => chunks.join(""));
      } catch {
        // No such name, no TXT record, or no answer in time: nothing proves the claim.
        return [];
      }
    },
    async httpBody(url) {
      const result = await fetchGuarded(url, {
        timeoutMs: PROBE_TIMEOUT_MS,
        maxBytes: TOKEN_ANSWER_MAX_BYTES,
      });
      if (!result.ok || result.response.status !== 200) return null;
      return new TextDecoder().decode(result.response.body);
    },
  };
}

/** Issue 30 §3 settings as the environment gives them (README "Configuration"). */
export function domainClaimsFromEnv(env: Record<string, string | undefined>): DomainClaimSettings {
  return {
    probe: liveDomainProbe(outboundFetchFromEnv(env)),
    platformHosts: (env.FORECOURT_PLATFORM_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim())
      .filter(Boolean),
    limit: DEFAULT_DOMAIN_CLAIM_LIMIT,
  };
}
