import { serveMedia } from "@forecourt/adapters";
import { getPlatform } from "@/lib/platform";

/**
 * A dealer's stored photo at one served width (issue 33 §2, README "Dealer photos"):
 * /media/{key}/w640-q75.webp, from the media store only, cached for a year as immutable.
 * Anything not stored is a 404; nothing is fetched or resized on a request.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ key: string; name: string }> },
) {
  const { key, name } = await params;
  const answer = await serveMedia((await getPlatform()).media, key, name);
  if (answer.status === 404) {
    return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  }
  return new Response(new Uint8Array(answer.bytes), {
    headers: {
      "content-type": answer.contentType,
      "cache-control": answer.cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}
