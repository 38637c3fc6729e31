/**
 * Issue 30 §3: how an owner proves control of a domain. The server gives a random token; the
 * owner publishes it as a DNS TXT record or an HTTP file, and the server checks it itself.
 */

/** The DNS label under the domain holding the TXT record. */
export const DOMAIN_CHALLENGE_LABEL = "_forecourt-challenge";
/** The HTTP path prefix answering the token. */
export const DOMAIN_TOKEN_PATH = "/.well-known/forecourt-verification/";

/** What the owner publishes for `domain` to prove control with `token`. */
export interface DomainChallenge {
  dns: { type: "TXT"; name: string; value: string };
  http: { url: string; body: string };
}

/** The two ways to prove control of `domain` (either one is enough). */
export function domainChallenge(domain: string, token: string): DomainChallenge {
  return {
    dns: { type: "TXT", name: `${DOMAIN_CHALLENGE_LABEL}.${domain}`, value: token },
    http: { url: `http://${domain}${DOMAIN_TOKEN_PATH}${token}`, body: token },
  };
}

/** True when one TXT record (its strings joined) is exactly the token. */
export function txtRecordsProve(records: readonly string[], token: string): boolean {
  return token.length > 0 && records.some((r) => r.trim() === token);
}

/** True when the HTTP answer's body, trimmed, is exactly the token. */
export function httpAnswerProves(body: string | null, token: string): boolean {
  return token.length > 0 && body !== null && body.trim() === token;
}

/**
 * How often one site's owner may have the server check its claims (each check is a DNS lookup
 * and an HTTP request): 30 an hour, counted across every instance.
 */
export const DOMAIN_CHECKS = { perSite: 30, windowMs: 60 * 60 * 1000 } as const;
