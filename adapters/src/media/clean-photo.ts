import { type PhotoCopy, photoCopies, type RasterWidth } from "@forecourt/core";
import sharp from "sharp";

/** A photo as stored: its cleaned master, its resized copies and its placeholder. */
export interface CleanedPhoto {
  master: { contentType: string; bytes: Uint8Array; width: number; height: number };
  copies: Array<{ copy: PhotoCopy; contentType: string; bytes: Uint8Array }>;
  /** Widths that also have an AVIF copy smaller than their WebP. */
  avif: Array<{ width: RasterWidth; quality: 75 | 90 }>;
  placeholder: string;
}

/** A photo larger than this many pixels (e.g. 10,000 × 10,000) is refused before decoding. */
const MAX_PIXELS = 100_000_000;
const PLACEHOLDER_WIDTH = 16;
/**
 * AVIF is tried for the copies cards and thumbnails use (21 to a search page) and not for the
 * gallery's wider ones: encoding it costs several times WebP's time, most of it at those widths.
 */
const AVIF_UP_TO = 640;
/** AVIF's quality scale runs lower than WebP's for the same look. */
const AVIF_QUALITY = { 75: 50, 90: 65 } as const;

const toBytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/**
 * Issue 33 §2: turns fetched photo bytes into what is stored. The EXIF orientation is applied
 * (`rotate()`), and every other piece of metadata — GPS position, camera, times, comments — is
 * left behind, because sharp writes none unless asked to keep it. The master keeps the full
 * size (JPEG quality 90, or lossless PNG when the photo has transparency); WebP copies are made
 * at the demo pictures' widths without enlarging, and AVIF (up to 640 px) kept beside one only
 * when smaller.
 * sharp does its work on libuv's threads, never on the JavaScript thread that answers requests.
 */
export async function cleanPhoto(bytes: Uint8Array): Promise<CleanedPhoto> {
  const decoded = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  const { hasAlpha } = await decoded.metadata();
  const master = hasAlpha
    ? await decoded.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
    : await decoded.jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  const from = () => sharp(master.data);
  const copies: CleanedPhoto["copies"] = [];
  const avif: CleanedPhoto["avif"] = [];
  for (const copy of photoCopies(master.info.width)) {
    const resized = () => from().resize({ width: copy.width, withoutEnlargement: true });
    const webp = await resized().webp({ quality: copy.quality }).toBuffer();
    copies.push({ copy, contentType: "image/webp", bytes: toBytes(webp) });
    if (copy.width > AVIF_UP_TO) continue;
    const smaller = await resized()
      .avif({ quality: AVIF_QUALITY[copy.quality], effort: 2 })
      .toBuffer();
    if (smaller.byteLength < webp.byteLength) {
      copies.push({
        copy: { ...copy, format: "avif" },
        contentType: "image/avif",
        bytes: toBytes(smaller),
      });
      avif.push({ width: copy.width, quality: copy.quality });
    }
  }
  const tiny = await from()
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  return {
    master: {
      contentType: hasAlpha ? "image/png" : "image/jpeg",
      bytes: toBytes(master.data),
      width: master.info.width,
      height: master.info.height,
    },
    copies,
    avif,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
  };
}
