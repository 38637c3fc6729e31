import { readFile } from "node:fs/promises";
import path from "node:path";
import { renderedPictureKey } from "@forecourt/adapters/images/rendered-cache";
import { parseRasterImagePath } from "@forecourt/core/media/raster-images";
import { carGallerySvg, parseCarGalleryPath } from "@forecourt/fixtures/images/gallery-svg";
import { heroSvg, parseHeroPath } from "@forecourt/fixtures/images/hero-svg";
import { parsePortraitPath, portraitSvg } from "@forecourt/fixtures/images/portrait-svg";
import { parseShowroomPath, showroomSvg } from "@forecourt/fixtures/images/showroom-svg";
import { svgToWebp } from "@forecourt/fixtures/images/svg-webp";
import { carSvg, parseCarImagePath } from "@forecourt/fixtures/images/vehicle-svg";
import { renderedPictures } from "@/lib/rendered-pictures";

// The demo photos, logos and video are generated into fixtures/images (no CDN on the embedded defaults).
const IMAGE_ROOT = path.resolve(
  process.cwd(),
  process.cwd().endsWith("web") ? ".." : ".",
  "fixtures",
  "images",
);
const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};
const CACHE = "public, max-age=86400, immutable";

/** The byte range a `Range: bytes=…` header asks for, "unsatisfiable", or null for the whole file. */
function byteRange(header: string | null, size: number): [number, number] | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  // "bytes=-500" is the last 500 bytes.
  const start = from === "" ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === "" || to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? "unsatisfiable" : [start, end];
}

const svgResponse = (svg: string) =>
  new Response(svg, { headers: { "content-type": "image/svg+xml", "cache-control": CACHE } });

/** The picture a drawn-SVG path asks for (segments after "images"), or null when it is none. */
function drawnSvg(segments: readonly string[]): string | null {
  // /images/cars/{make}/{stock}/{shape}-{paint}-{angle}.svg is drawn from the path itself.
  const car = parseCarImagePath(segments);
  if (car) return carSvg(car);
  // /images/car-gallery/{make}/{stock}/{shape.paint.trim.power}/{view}.svg: interior, engine,
  // wheel, dashboard, boot, spin frames and the interior panorama, drawn from the path too.
  const gallery = parseCarGalleryPath(segments);
  if (gallery) return carGallerySvg(gallery);
  // /images/showrooms/{colour}/{location}.svg: a dealership's photo, drawn from the path too.
  const showroom = parseShowroomPath(segments);
  if (showroom) return showroomSvg(showroom);
  // /images/heroes/{primary}/{secondary}/{line-up}/{site}.svg: a tenant's home-page banner.
  const hero = parseHeroPath(segments);
  if (hero) return heroSvg(hero);
  // /images/people/{name}.svg: a staff member's portrait.
  const person = parsePortraitPath(segments);
  if (person) return portraitSvg(person);
  return null;
}

const notFound = () => new Response("Not found", { status: 404 });

/**
 * /images/w{width}-q{quality}/{the SVG's path}.webp: a drawn SVG as WebP at a served width and
 * quality (RASTER_WIDTHS, RASTER_QUALITIES in core media/raster-images), rendered once and
 * then served from the cache (README, "The demo pictures as WebP").
 */
async function rasterResponse(segments: readonly string[]): Promise<Response | null> {
  const request = parseRasterImagePath(segments);
  if (!request) return null;
  if (request.kind === "not-served") return notFound();
  const svg = drawnSvg(request.svgSegments);
  if (!svg) return notFound();
  const { width, quality } = request;
  // The drawing's digest is in the key: a changed drawing is drawn again, not served stale.
  const key = renderedPictureKey(`w${width}-q${quality}/${request.svgSegments.join("/")}`, svg);
  const webp = await renderedPictures().get(key, () => svgToWebp(svg, width, quality));
  return new Response(new Uint8Array(webp), {
    headers: { "content-type": "image/webp", "cache-control": CACHE },
  });
}

/**
 * Serves a file under fixtures/images; anything outside it or of another type is a 404.
 * Byte ranges are answered (206) because browsers seek and Safari plays video only that way.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  const raster = await rasterResponse(segments);
  if (raster) return raster;
  const svg = drawnSvg(segments);
  if (svg) return svgResponse(svg);
  const file = path.resolve(IMAGE_ROOT, ...segments);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(`${IMAGE_ROOT}${path.sep}`) || !type) return notFound();
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return notFound();
  }
  const headers = { "content-type": type, "cache-control": CACHE, "accept-ranges": "bytes" };
  const range = byteRange(request.headers.get("range"), body.length);
  if (range === "unsatisfiable") {
    return new Response(null, {
      status: 416,
      headers: { ...headers, "content-range": `bytes */${body.length}` },
    });
  }
  if (range) {
    const [start, end] = range;
    return new Response(new Uint8Array(body.subarray(start, end + 1)), {
      status: 206,
      headers: { ...headers, "content-range": `bytes ${start}-${end}/${body.length}` },
    });
  }
  return new Response(new Uint8Array(body), { headers });
}
