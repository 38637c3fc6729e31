import { type SiteConfig, themeCssVariables } from "@forecourt/core";
import type { CSSProperties } from "react";

/**
 * The tenant's brand theme and design tokens (issue 21) as CSS variables, consumed by the
 * Tailwind theme in globals.css; core checks each value first (issue 30 §13: no CSS injection).
 */
export function themeStyle(site: SiteConfig): CSSProperties {
  return themeCssVariables(site.theme) as CSSProperties;
}
