import { readFile } from "node:fs/promises";
import path from "node:path";

// The demo photos and logos are generated into fixtures/images (no CDN on the embedded defaults).
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
};

/** Serves a file under fixtures/images; anything outside it or of another type is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const file = path.resolve(IMAGE_ROOT, ...(await params).path);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(`${IMAGE_ROOT}${path.sep}`) || !type)
    return new Response("Not found", { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      headers: { "content-type": type, "cache-control": "public, max-age=86400, immutable" },
    });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}
