import { readFile } from "node:fs/promises";
import path from "node:path";
import { heroSvg, parseHeroPath } from "@forecourt/fixtures/images/hero-svg";
import { parsePortraitPath, portraitSvg } from "@forecourt/fixtures/images/portrait-svg";
import { parseShowroomPath, showroomSvg } from "@forecourt/fixtures/images/showroom-svg";
import { carSvg, parseCarImagePath } from "@forecourt/fixtures/images/vehicle-svg";

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

/**
 * Serves a file under fixtures/images; anything outside it or of another type is a 404.
 * Byte ranges are answered (206) because browsers seek and Safari plays video only that way.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  // /images/cars/{make}/{stock}/{shape}-{paint}-{angle}.svg is drawn from the path itself.
  const car = parseCarImagePath(segments);
  if (car) return svgResponse(carSvg(car));
  // /images/showrooms/{colour}/{location}.svg: a dealership's photo, drawn from the path too.
  const showroom = parseShowroomPath(segments);
  if (showroom) return svgResponse(showroomSvg(showroom));
  // /images/heroes/{primary}/{secondary}/{line-up}/{site}.svg: a tenant's home-page banner.
  const hero = parseHeroPath(segments);
  if (hero) return svgResponse(heroSvg(hero));
  // /images/people/{name}.svg: a staff member's portrait.
  const person = parsePortraitPath(segments);
  if (person) return svgResponse(portraitSvg(person));
  const file = path.resolve(IMAGE_ROOT, ...segments);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(`${IMAGE_ROOT}${path.sep}`) || !type)
    return new Response("Not found", { status: 404 });
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return new Response("Not found", { status: 404 });
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
