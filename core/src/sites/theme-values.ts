/**
 * Issue 30 §13: the rules of the theme values a page writes into its inline style, apart from
 * the theme's schema (schemas/site-config.ts) and its CSS (theme-css.ts), which both use them.
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
