/** The photo types taken from a feed or the console (issue 33 §2). */
export type PhotoType = "jpeg" | "png" | "webp" | "avif" | "heic";

export type SniffResult = { ok: true; type: PhotoType } | { ok: false; reason: string };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** An ISO-BMFF file's major and compatible brands (`ftyp` box), or null when it has none. */
function brands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const size = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(bytes.length, Math.max(16, size));
  const found = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) found.push(ascii(bytes, at, at + 4));
  return found;
}

/**
 * Issue 33 §2 "type sniffed from the bytes, not the name": what the first bytes say the file
 * is — whatever its name or Content-Type claims — or why it is refused.
 */
export function sniffImage(bytes: Uint8Array): SniffResult {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ok: true, type: "jpeg" };
  }
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n")
    return { ok: true, type: "png" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return { ok: true, type: "webp" };
  }
  const boxBrands = brands(bytes);
  if (boxBrands?.some((b) => AVIF_BRANDS.has(b))) return { ok: true, type: "avif" };
  if (boxBrands?.some((b) => HEIC_BRANDS.has(b))) return { ok: true, type: "heic" };
  return { ok: false, reason: "not a JPEG, PNG, WebP, AVIF or HEIC image" };
}
