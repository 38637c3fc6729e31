import type { SiteConfig } from "../schemas/site-config";
import { designTokens } from "./design-tokens";
import { HEX_COLOUR, isFontList } from "./theme-values";

/**
 * Issue 30 §13: the theme values written into a page's inline style. Each must stay one CSS
 * value: a font list of plain names, a hex colour. Checked when a site is saved (site-config)
 * and again when written, so a value stored before the check cannot add declarations.
 */

export { FONT_LIST_MESSAGE, HEX_COLOUR, isFontList } from "./theme-values";

type Theme = SiteConfig["theme"];
/** The schema's own defaults, for a stored value that fails its check. */
const FALLBACK = { font: "system-ui", primary: "#0b3d91", secondary: "#f2a900", text: "#111827" };

/** The theme with every value written into CSS checked; a bad one gives way to the default. */
export function cssSafeTheme(theme: Theme): Theme {
  const colour = (value: string | undefined, fallback: string) =>
    value !== undefined && HEX_COLOUR.test(value) ? value : fallback;
  const surface = theme.tokens?.surface;
  return {
    ...theme,
    font: isFontList(theme.font) ? theme.font : FALLBACK.font,
    primary: colour(theme.primary, FALLBACK.primary),
    secondary: colour(theme.secondary, FALLBACK.secondary),
    text: colour(theme.text, FALLBACK.text),
    ...(theme.tokens
      ? {
          tokens: {
            ...theme.tokens,
            surface: surface === undefined || HEX_COLOUR.test(surface) ? surface : undefined,
          },
        }
      : {}),
  };
}

/** The brand theme and design tokens (issue 21) as the CSS variables a site's root element carries. */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const safe = cssSafeTheme(theme);
  return {
    "--brand": safe.primary,
    "--brand-2": safe.secondary,
    "--ink": safe.text,
    "--font": safe.font,
    ...designTokens(safe),
  };
}
