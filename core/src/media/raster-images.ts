/**
 * The demo pictures drawn as SVG (cars, their galleries, showrooms, heroes, staff portraits)
 * are also served as WebP at a few fixed widths and qualities, so the browser decodes pixels
 * instead of rasterising vector art on its main thread. One rule builds and reads those
 * addresses (§9 "images are loaded with width and quality parameters"):
 *
 *   /images/cars/Toyota/U1/suv-red-side.svg  →  /images/w640-q75/cars/Toyota/U1/suv-red-side.webp
 *
 * Only the widths and qualities below are served (anything else is a 404), so nobody can make
 * the server draw arbitrary sizes.
 */
export const RASTER_WIDTHS = [160, 320, 640, 960, 1280] as const;
export type RasterWidth = (typeof RASTER_WIDTHS)[number];
const LARGEST: RasterWidth = 1280;

/** §9 "image quality 75 by default (90 in places)". */
export const RASTER_QUALITIES = [75, 90] as const;
export type RasterQuality = (typeof RASTER_QUALITIES)[number];
export const DEFAULT_RASTER_QUALITY: RasterQuality = 75;

/** A served quality: 90 when asked for 90 or more, else the default 75. */
export function rasterQualityFor(quality: number | undefined): RasterQuality {
  return quality !== undefined && quality >= 90 ? 90 : DEFAULT_RASTER_QUALITY;
}

/** The folders under /images whose SVGs are drawn per request and have raster copies. */
export const RASTERISED_FOLDERS = ["cars", "car-gallery", "showrooms", "heroes", "people"] as const;

const SVG_PATH = /^\/images\/([a-z-]+)\/([^?#]+)\.svg$/;

/** Whether this picture address is a drawn SVG that has WebP copies. */
export function hasRasterCopies(url: string): boolean {
  const match = SVG_PATH.exec(url);
  return match !== null && (RASTERISED_FOLDERS as readonly string[]).includes(match[1] ?? "");
}

/** The WebP copy of a drawn SVG at a served width and quality, or null when it has none. */
export function rasterImageUrl(
  svgUrl: string,
  width: RasterWidth,
  quality: RasterQuality = DEFAULT_RASTER_QUALITY,
): string | null {
  if (!hasRasterCopies(svgUrl)) return null;
  return `/images/w${width}-q${quality}/${svgUrl.slice("/images/".length, -".svg".length)}.webp`;
}

/** A drawn SVG's WebP copy at `width` (quality 75), or any other picture's own address. */
export function rasterOrOriginal(url: string, width: RasterWidth): string {
  return rasterImageUrl(url, width) ?? url;
}

/**
 * The 360° spinner's frames are swapped in place as it turns, so each is fetched once at one
 * size (no srcset): wide enough for the viewer at 60 % of a desktop or a phone at 2x.
 */
export const SPIN_FRAME_WIDTH: RasterWidth = 960;

/** The smallest served width at least `cssPixels` wide (the largest when none is). */
export function rasterWidthFor(cssPixels: number): RasterWidth {
  return RASTER_WIDTHS.find((w) => w >= cssPixels) ?? LARGEST;
}

/**
 * A `srcset` of a drawn SVG's WebP copies: every width with a `w` descriptor (for an image
 * sized by `sizes`), or, for a fixed `displayWidth`, its 1x and 2x copies. Null when the
 * address has none.
 */
export function rasterSrcSet(
  svgUrl: string,
  displayWidth?: number,
  quality: RasterQuality = DEFAULT_RASTER_QUALITY,
): string | null {
  if (!hasRasterCopies(svgUrl)) return null;
  const at = (w: RasterWidth) => rasterImageUrl(svgUrl, w, quality);
  if (displayWidth !== undefined) {
    const one = rasterWidthFor(displayWidth);
    const two = rasterWidthFor(displayWidth * 2);
    return two === one ? `${at(one)} 1x` : `${at(one)} 1x, ${at(two)} 2x`;
  }
  return RASTER_WIDTHS.map((w) => `${at(w)} ${w}w`).join(", ");
}

/** What a `/images/w{width}-q{quality}/….webp` path asks for. */
export type RasterRequest =
  | { kind: "raster"; width: RasterWidth; quality: RasterQuality; svgSegments: string[] }
  | { kind: "not-served" };

/**
 * Reads `/images/w{width}-q{quality}/{folder}/….webp` (the segments after "images"): the width,
 * quality and the SVG's own segments; "not-served" for a width or quality not in the lists; null
 * when it is not such a path at all.
 */
export function parseRasterImagePath(segments: readonly string[]): RasterRequest | null {
  const [first, folder, ...rest] = segments;
  const size = /^w(\d{1,5})-q(\d{1,3})$/.exec(first ?? "");
  const last = rest[rest.length - 1];
  if (!size || !folder || !last?.endsWith(".webp")) return null;
  if (!(RASTERISED_FOLDERS as readonly string[]).includes(folder)) return null;
  const [, w = "", q = ""] = size;
  const width = RASTER_WIDTHS.find((x) => String(x) === w);
  const quality = RASTER_QUALITIES.find((x) => String(x) === q);
  if (width === undefined || quality === undefined) return { kind: "not-served" };
  return {
    kind: "raster",
    width,
    quality,
    svgSegments: [folder, ...rest.slice(0, -1), `${last.slice(0, -".webp".length)}.svg`],
  };
}
