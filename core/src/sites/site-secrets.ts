import type { SiteConfig } from "../schemas/site-config";

/**
 * What `forecourt site show` prints instead of a secret. It names the way to the real value, and
 * is long enough to pass the secret's own length rule, so the document still validates.
 */
export const MASKED_SECRET = "******** (masked: site show --show-secrets)";

/** The settings that are secrets; never printed or logged unless asked for. */
export const SECRET_SETTINGS = ["leadWebhookSecret"] as const satisfies ReadonlyArray<
  keyof SiteConfig
>;

/** The site with each secret that is set replaced by MASKED_SECRET. */
export function maskSiteSecrets(site: SiteConfig): SiteConfig {
  const masked = { ...site };
  for (const key of SECRET_SETTINGS) if (masked[key] !== null) masked[key] = MASKED_SECRET;
  return masked;
}

/** Secrets still masked in a document: they cannot create a site (the real value is unknown). */
export function maskedSecretProblems(site: SiteConfig): string[] {
  return SECRET_SETTINGS.filter((key) => site[key] === MASKED_SECRET).map(
    (key) => `${key}: is masked; give the real secret (site show SLUG --show-secrets) or null`,
  );
}

/** A masked secret in an updated document keeps the value the site already has. */
export function keepMaskedSecrets(updated: SiteConfig, current: SiteConfig): SiteConfig {
  const kept = { ...updated };
  for (const key of SECRET_SETTINGS) if (kept[key] === MASKED_SECRET) kept[key] = current[key];
  return kept;
}
