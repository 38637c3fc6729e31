import type { Car } from "../schemas/car";
import { carImages } from "./car-images";
import type { PhotoRecord } from "./photo-record";
import { FULL_SCREEN_WIDTHS, type PhotoFormat, photoCopyUrl } from "./photo-sizes";
import { RASTER_WIDTHS, type RasterWidth } from "./raster-images";

/** Where a photo is shown: the `sizes` it is laid out with and the narrowest it is ever shown. */
export interface PhotoSlot {
  sizes: string;
  /**
   * The narrowest, in CSS pixels, this slot shows the photo at any viewport: no width over
   * twice this is offered, so whatever the browser picks (any screen density) is at most
   * twice the width it is displayed at.
   */
  narrowestDisplayWidth: number;
  quality: 75 | 90;
}

/**
 * Issue 33 §2 "a card never downloads more than twice its displayed width": a card is full width
 * on phones (320 px at the narrowest), two columns from 640 px, three from 1024 px, so never
 * narrower than 320 px: it is offered 160, 320 and 640, and 640 covers its widest (a 639 px phone).
 */
export const CARD_PHOTO_SLOT: PhotoSlot = {
  sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  narrowestDisplayWidth: 320,
  quality: 75,
};
/**
 * §9 the vehicle page's gallery slide, quality 75: full width below 1024 px, 60 % above (a
 * 600×400 frame takes the 640 copy at 1x); it keeps every width up to 1280, as the demo pictures do.
 */
export const GALLERY_PHOTO_SLOT: PhotoSlot = {
  sizes: "(min-width: 1024px) 60vw, 100vw",
  narrowestDisplayWidth: 640,
  quality: 75,
};
/** The gallery's thumbnail strip: 96 px wide. */
export const THUMBNAIL_PHOTO_SLOT: PhotoSlot = {
  sizes: "96px",
  narrowestDisplayWidth: 96,
  quality: 75,
};
/** §9 the full-screen view: quality 90, at the two widest copies. */
export const FULL_SCREEN_PHOTO_SLOT: PhotoSlot = {
  sizes: "100vw",
  narrowestDisplayWidth: 640,
  quality: 90,
};

/**
 * Issue 33 §2 "never more than twice its displayed width": the served widths offered for a
 * photo never shown narrower than `displayWidth` CSS pixels — those up to twice that, or the
 * smallest when even it is wider. The widths at most double from one to the next, so one of
 * them is always at least `displayWidth` (up to the largest): the photo stays sharp at 1x.
 */
export function photoWidthsFor(displayWidth: number): RasterWidth[] {
  const within = RASTER_WIDTHS.filter((w) => w <= 2 * displayWidth);
  return within.length > 0 ? within : [RASTER_WIDTHS[0]];
}

/** One photo of a car as a page shows it in one slot. */
export type PhotoSource =
  | {
      kind: "stored";
      source: string;
      src: string;
      srcSet: string;
      /** The AVIF `srcset` (for a `<source type="image/avif">`) when some copies have one. */
      avifSrcSet: string | null;
      sizes: string;
      width: number;
      height: number;
      placeholder: string;
    }
  /** Could not be fetched: the page says "Photos to follow" (it is tried again later). */
  | { kind: "to-follow"; source: string }
  /** Not a dealer's stored photo (a site path, a drawn demo picture, or not fetched yet). */
  | { kind: "as-named"; source: string };

function stored(record: Extract<PhotoRecord, { state: "stored" }>, slot: PhotoSlot): PhotoSource {
  const allowed = photoWidthsFor(slot.narrowestDisplayWidth);
  let widths = record.widths.filter((w) => allowed.includes(w));
  if (widths.length === 0) widths = record.widths.slice(0, 1);
  // The quality-90 copies exist only at the full-screen widths the master could fill.
  const q90 = slot.quality === 90 ? widths.filter((w) => FULL_SCREEN_WIDTHS.includes(w)) : [];
  const quality = q90.length > 0 ? 90 : 75;
  if (q90.length > 0) widths = q90;
  const list = (format: PhotoFormat, only: RasterWidth[]) =>
    only
      .map((width) => `${photoCopyUrl(record.key, { width, quality, format })} ${width}w`)
      .join(", ");
  const avif = widths.filter((w) =>
    record.avif.some((a) => a.width === w && a.quality === quality),
  );
  const largest = widths[widths.length - 1] ?? RASTER_WIDTHS[0];
  return {
    kind: "stored",
    source: record.source,
    src: photoCopyUrl(record.key, { width: largest, quality, format: "webp" }),
    srcSet: list("webp", widths),
    // A <source> is used whole, so AVIF is offered only when every width in the set has one.
    avifSrcSet: avif.length === widths.length ? list("avif", widths) : null,
    sizes: slot.sizes,
    width: record.width,
    height: record.height,
    placeholder: record.placeholder,
  };
}

/** One photo address as a slot shows it, given what is known of it (null: nothing yet). */
export function photoSource(
  source: string,
  record: PhotoRecord | null,
  slot: PhotoSlot,
): PhotoSource {
  if (record?.state === "stored") return stored(record, slot);
  if (record?.state === "failed") return { kind: "to-follow", source };
  return { kind: "as-named", source };
}

/** Issue 33 §2: every photo of a car, in feed order, as `slot` shows it. */
export function photoSources(
  car: Pick<Car, "primary_image_url" | "images">,
  records: ReadonlyMap<string, PhotoRecord>,
  slot: PhotoSlot,
): PhotoSource[] {
  return carImages(car).map((url) => photoSource(url, records.get(url) ?? null, slot));
}
