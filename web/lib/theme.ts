import { designTokens, type SiteConfig } from "@forecourt/core";
import type { CSSProperties } from "react";

/**
 * The tenant's brand theme and design tokens (issue 21) as CSS variables, consumed by the
 * Tailwind theme in globals.css.
 */
export function themeStyle(site: SiteConfig): CSSProperties {
  return {
    "--brand": site.theme.primary,
    "--brand-2": site.theme.secondary,
    "--ink": site.theme.text,
    "--font": site.theme.font,
    ...designTokens(site.theme),
  } as CSSProperties;
}
