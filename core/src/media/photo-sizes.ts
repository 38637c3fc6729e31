import { RASTER_WIDTHS, type RasterQuality, type RasterWidth } from "./raster-images";

/**
 * Issue 33 §2: the objects kept for one photo, under `{photo key}/{name}`: the cleaned master,
 * its record (state, size, placeholder), and WebP copies (AVIF beside them where smaller) at the
 * demo pictures' fixed widths — quality 75, and 90 at the widths the full-screen view uses.
 */
export const PHOTO_MASTER = "master";
export const PHOTO_RECORD = "record.json";
export type PhotoFormat = "webp" | "avif";
/** The widths that also get a quality-90 copy (§9 "90 full screen"). */
export const FULL_SCREEN_WIDTHS: readonly RasterWidth[] = [960, 1280];

/** One resized copy of a photo. */
export interface PhotoCopy {
  width: RasterWidth;
  quality: RasterQuality;
  format: PhotoFormat;
}

/** The object name of a resized copy: `w640-q75.webp`. */
export const photoCopyName = (copy: PhotoCopy): string =>
  `w${copy.width}-q${copy.quality}.${copy.format}`;

/** The object key of a named object of a photo. */
export const photoObjectKey = (key: string, name: string): string => `${key}/${name}`;

/** The served address of a resized copy. */
export const photoCopyUrl = (key: string, copy: PhotoCopy): string =>
  `/media/${key}/${photoCopyName(copy)}`;

const COPY_NAME = /^w(\d{1,5})-q(\d{1,3})\.(webp|avif)$/;

/** Reads a copy's object name back; null for any name that is not a served copy. */
export function parsePhotoCopyName(name: string): PhotoCopy | null {
  const match = COPY_NAME.exec(name);
  if (!match) return null;
  const width = RASTER_WIDTHS.find((w) => String(w) === match[1]);
  const quality = ([75, 90] as const).find((q) => String(q) === match[2]);
  const format = match[3] === "avif" ? "avif" : "webp";
  if (width === undefined || quality === undefined) return null;
  if (quality === 90 && !FULL_SCREEN_WIDTHS.includes(width)) return null;
  return { width, quality, format };
}

/**
 * The widths a master `masterWidth` pixels wide is resized to: every served width it can fill
 * without enlarging, and the smallest one when it is narrower than all of them.
 */
export function photoCopyWidths(masterWidth: number): RasterWidth[] {
  const fits = RASTER_WIDTHS.filter((w) => w <= masterWidth);
  return fits.length > 0 ? fits : [RASTER_WIDTHS[0]];
}

/** Every WebP copy made of a master `masterWidth` wide (AVIF is tried beside each). */
export function photoCopies(masterWidth: number): PhotoCopy[] {
  const widths = photoCopyWidths(masterWidth);
  return [
    ...widths.map((width): PhotoCopy => ({ width, quality: 75, format: "webp" })),
    ...widths
      .filter((w) => FULL_SCREEN_WIDTHS.includes(w))
      .map((width): PhotoCopy => ({ width, quality: 90, format: "webp" })),
  ];
}
