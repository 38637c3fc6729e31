import { contrastRatio } from "../sites/colour-contrast";

/**
 * A tenant's favicon, drawn from its theme: its initials on its brand colour, so every dealer's
 * tab shows its own mark with no icon file to upload.
 */

const SMALL_WORDS = new Set(["and", "of", "the", "&"]);

/** Up to three initials from the site name ("Brisbane Motor Group" → "BMG"). */
export function siteInitials(name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "" && !SMALL_WORDS.has(w.toLowerCase()));
  if (words.length === 0) return "?";
  if (words.length === 1) return (words[0] as string).slice(0, 2).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => [...w][0] ?? "")
    .join("")
    .toUpperCase();
}

/**
 * White when it passes WCAG AA (4.5:1) on the background, as brand marks usually are;
 * otherwise whichever of black and white contrasts more.
 */
export function inkOn(background: string): "#000000" | "#ffffff" {
  const onWhite = contrastRatio(background, "#ffffff");
  const onBlack = contrastRatio(background, "#000000");
  return onWhite >= 4.5 || onWhite >= onBlack ? "#ffffff" : "#000000";
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The favicon SVG: rounded square in the primary colour, initials in a readable ink. */
export function siteIconSvg(site: { name: string; theme: { primary: string } }): string {
  const initials = siteInitials(site.name);
  const size = initials.length > 2 ? 26 : 34;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">`,
    `<rect width="64" height="64" rx="14" fill="${escapeXml(site.theme.primary)}"/>`,
    `<text x="32" y="${32 + size * 0.36}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" text-anchor="middle" fill="${inkOn(site.theme.primary)}">${escapeXml(initials)}</text>`,
    "</svg>",
  ].join("");
}
