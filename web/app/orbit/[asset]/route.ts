import { orbitAsset } from "@forecourt/core/media/orbit-assets";

/** §7 the vehicle page's static images under /orbit/ (what it preloads); anything else is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ asset: string }> }) {
  const asset = orbitAsset((await params).asset);
  if (!asset) return new Response("Not found", { status: 404 });
  return new Response(asset.body, {
    headers: { "content-type": asset.type, "cache-control": "public, max-age=86400, immutable" },
  });
}
