import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveDrawnPicture } from "@forecourt/adapters";
import { knownPictures, renderedPictures, webpRenderer } from "@/lib/rendered-pictures";

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

const notFound = () => new Response("Not found", { status: 404 });

/**
 * A drawn picture (README "The demo pictures as WebP"): its SVG, or its WebP copy at
 * /images/w{width}-q{quality}/{the SVG's path}.webp, only when a car or site shows it, rendered
 * off the request thread and then served from the cache. Null when the path is no drawn picture.
 */
async function drawnResponse(segments: readonly string[]): Promise<Response | null> {
  const answer = await serveDrawnPicture(segments, {
    known: knownPictures,
    cache: renderedPictures(),
    render: webpRenderer(),
  });
  if (!answer) return null;
  switch (answer.kind) {
    case "not-found":
      return notFound();
    case "busy":
      return new Response("Busy drawing pictures: try again shortly", {
        status: 503,
        headers: { "retry-after": String(answer.retryAfterSeconds), "cache-control": "no-store" },
      });
    case "svg":
      return new Response(answer.svg, {
        headers: { "content-type": "image/svg+xml", "cache-control": CACHE },
      });
    case "webp":
      return new Response(new Uint8Array(answer.webp), {
        headers: { "content-type": "image/webp", "cache-control": CACHE },
      });
  }
}

/**
 * Serves a file under fixtures/images; anything outside it or of another type is a 404.
 * Byte ranges are answered (206) because browsers seek and Safari plays video only that way.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  const drawn = await drawnResponse(segments);
  if (drawn) return drawn;
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
