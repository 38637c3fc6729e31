import { siteLocale } from "../locations/site-locale";
import type { SiteConfig } from "../schemas/site-config";
import { cssSafeTheme } from "../sites/theme-css";
import { absoluteHttpUrl } from "./html-text";
import type { MailFrame } from "./mail-blocks";

/**
 * A site's frame for a message: its name, logo (absolute on `siteOrigin`), colours and font
 * (checked as a page's are, theme-css.ts), language and home address.
 */
export function siteMailFrame(
  site: SiteConfig,
  siteOrigin: string,
  message: { title: string; preheader: string; footer: string[] },
): MailFrame {
  const theme = cssSafeTheme(site.theme);
  return {
    ...message,
    lang: siteLocale(site).lang,
    siteName: site.name,
    logoUrl: absoluteHttpUrl(siteOrigin, theme.logoUrl),
    homeUrl: absoluteHttpUrl(siteOrigin, "/") ?? siteOrigin,
    colours: { primary: theme.primary, text: theme.text },
    font: theme.font,
  };
}

/** The host a reader knows the site by ("brisbane-motor-group.example"). */
export function siteHost(siteOrigin: string): string {
  try {
    return new URL(siteOrigin).host;
  } catch {
    return siteOrigin;
  }
}
