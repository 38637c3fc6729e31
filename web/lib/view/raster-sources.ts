import {
  hasRasterCopies,
  rasterImageUrl,
  rasterQualityFor,
  rasterSrcSet,
  rasterWidthFor,
} from "@forecourt/core/media/raster-images";

/** An `<img>`'s sources for a drawn demo picture: its WebP copies (core media/raster-images). */
export type RasterSources = { src: string; srcSet: string; sizes?: string };

/**
 * The WebP copies of a drawn SVG picture, or null for any other picture (which keeps its own
 * address): with `sizes`, every served width (`w` descriptors); with only a fixed `width`, its
 * 1x and 2x copies. `src`, for browsers without srcset, is the 640-wide copy (or the 1x one).
 */
export function rasterSources(
  url: string,
  layout: { sizes: string } | { width: number },
  /** §9 75 by default, 90 in places (the full-screen gallery). */
  quality?: number,
): RasterSources | null {
  if (!hasRasterCopies(url)) return null;
  const fixed = "width" in layout ? layout.width : undefined;
  const q = rasterQualityFor(quality);
  const srcSet = rasterSrcSet(url, fixed, q);
  const src = rasterImageUrl(url, rasterWidthFor(fixed ?? 640), q);
  if (!srcSet || !src) return null;
  return "sizes" in layout ? { src, srcSet, sizes: layout.sizes } : { src, srcSet };
}
