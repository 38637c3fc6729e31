import type { SiteConfig } from "../schemas/site-config";
import { holdsMaskedCredential, MASKED_CREDENTIAL, maskUrlCredentials } from "./url-credentials";

/**
 * What `forecourt site show` prints instead of a secret. It names the way to the real value, and
 * is long enough to pass the secret's own length rule, so the document still validates.
 */
export const MASKED_SECRET = "******** (masked: site show --show-secrets)";

/** The settings that are secrets; never printed or logged unless asked for. */
export const SECRET_SETTINGS = ["leadWebhookSecret"] as const satisfies ReadonlyArray<
  keyof SiteConfig
>;

/**
 * The site with each secret that is set replaced by MASKED_SECRET, and the credentials in its
 * stock feed's address (`user:•••@`, `?key=•••`) masked.
 */
export function maskSiteSecrets(site: SiteConfig): SiteConfig {
  const masked = { ...site };
  for (const key of SECRET_SETTINGS) if (masked[key] !== null) masked[key] = MASKED_SECRET;
  if (masked.stockFeed) {
    masked.stockFeed = { ...masked.stockFeed, url: maskUrlCredentials(masked.stockFeed.url) };
  }
  return masked;
}

/**
 * Secrets still masked in a document: they cannot be stored (the real value is unknown). A feed
 * address keeps its masked credentials only when sent back exactly as shown (keepMaskedSecrets).
 */
export function maskedSecretProblems(site: SiteConfig): string[] {
  const problems = SECRET_SETTINGS.filter((key) => site[key] === MASKED_SECRET).map(
    (key) => `${key}: is masked; give the real secret (site show SLUG --show-secrets) or null`,
  );
  if (site.stockFeed && holdsMaskedCredential(site.stockFeed.url)) {
    problems.push(
      `stockFeed.url: holds a masked credential (${MASKED_CREDENTIAL}); give the whole address with its credentials, or send back the address as shown to keep it`,
    );
  }
  return problems;
}

/**
 * A masked secret in an updated document keeps the value the site already has; so does a feed
 * address sent back exactly as shown masked (any other change to it needs the whole address, so
 * a credential is never carried to another host or path).
 */
export function keepMaskedSecrets(updated: SiteConfig, current: SiteConfig): SiteConfig {
  const kept = { ...updated };
  for (const key of SECRET_SETTINGS) if (kept[key] === MASKED_SECRET) kept[key] = current[key];
  const currentUrl = current.stockFeed?.url;
  if (kept.stockFeed && currentUrl && kept.stockFeed.url === maskUrlCredentials(currentUrl)) {
    kept.stockFeed = { ...kept.stockFeed, url: currentUrl };
  }
  return kept;
}
