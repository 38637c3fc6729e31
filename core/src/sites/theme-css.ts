import type { SiteConfig } from "../schemas/site-config";
import { designTokens } from "./design-tokens";

/**
 * Issue 30 §13: the theme values written into a page's inline style. Each must stay one CSS
 * value: a font list of plain names, a hex colour. Checked when a site is saved (site-config)
 * and again when written, so a value stored before the check cannot add declarations.
 */

/** `#rrggbb` or `#rgb`. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** One family: a name of letters, digits, `_` and `-` words, or such a name in quotes. */
const FAMILY = /^(?:[A-Za-z_-][\w-]*(?: [\w-]+)*|"[\w -]+"|'[\w -]+')$/;
const MOST_FAMILIES = 10;
const LONGEST_FONT_LIST = 200;

export const FONT_LIST_MESSAGE =
  'must be a font list like "Inter, system-ui": names of letters, digits, spaces and hyphens (or in quotes), separated by commas';

/** A font-family list of plain names (`Toyota Type, "Open Sans", system-ui`): nothing else CSS can read. */
export function isFontList(value: string): boolean {
  if (value.length === 0 || value.length > LONGEST_FONT_LIST) return false;
  const families = value.split(",").map((family) => family.trim());
  return families.length <= MOST_FAMILIES && families.every((family) => FAMILY.test(family));
}

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
