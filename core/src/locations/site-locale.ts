import type { Country } from "./regions";

/** The language tags a site's pages carry, from its country. */
export interface SiteLocale {
  /** BCP 47, for `<html lang>` and Intl: "en-AU", "en-NZ". */
  lang: string;
  /** Open Graph's form: "en_AU", "en_NZ". */
  ogLocale: string;
}

/**
 * A site's locale from its country (issue 37 §3: the New Zealand tenant's pages said
 * `lang="en-AU"` and `og:locale en_AU`).
 */
export function siteLocale(site: { country: Country }): SiteLocale {
  return site.country === "NZ"
    ? { lang: "en-NZ", ogLocale: "en_NZ" }
    : { lang: "en-AU", ogLocale: "en_AU" };
}
