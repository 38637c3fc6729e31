import { parseRasterImagePath } from "@forecourt/core/media/raster-images";
import { drawnPicture } from "@forecourt/fixtures/images/drawn-svg";
import type { KnownPictures } from "./known-pictures";
import { RenderQueueFull } from "./render-pool";
import { type RenderedCache, renderedPictureKey } from "./rendered-cache";

/** A WebP copy drawn off the request thread (the render pool over worker threads). */
export type WebpRenderer = (
  key: string,
  job: { svg: string; width: number; quality: number },
) => Promise<Uint8Array>;

/** What a drawn-picture address answers. */
export type DrawnPictureAnswer =
  | { kind: "svg"; svg: string }
  | { kind: "webp"; webp: Uint8Array }
  | { kind: "not-found" }
  /** Every render thread busy and the queue full: try again in a moment (503, Retry-After). */
  | { kind: "busy"; retryAfterSeconds: number };

/**
 * /images/{drawn SVG path} and /images/w{width}-q{quality}/{drawn SVG path}.webp (README "The
 * demo pictures as WebP"): a picture is drawn only when a car or site in the store shows it
 * (issue 30 item 4), and its WebP copy is rendered by `render` (off the request thread, capped)
 * once, then served from `cache`. Null when the path is no drawn picture (a file, maybe).
 */
export async function serveDrawnPicture(
  segments: readonly string[],
  deps: { known: KnownPictures; cache: RenderedCache; render: WebpRenderer },
): Promise<DrawnPictureAnswer | null> {
  const raster = parseRasterImagePath(segments);
  if (raster?.kind === "not-served") return { kind: "not-found" };
  const svgSegments = raster ? raster.svgSegments : segments;
  const draw = drawnPicture(svgSegments);
  if (!draw) return raster ? { kind: "not-found" } : null;
  if (!(await deps.known.has(svgSegments))) return { kind: "not-found" };
  const svg = draw();
  if (!raster) return { kind: "svg", svg };
  const { width, quality } = raster;
  // The drawing's digest is in the key: a changed drawing is drawn again, not served stale.
  const key = renderedPictureKey(`w${width}-q${quality}/${svgSegments.join("/")}`, svg);
  try {
    return {
      kind: "webp",
      webp: await deps.cache.get(key, () => deps.render(key, { svg, width, quality })),
    };
  } catch (error) {
    if (error instanceof RenderQueueFull) return { kind: "busy", retryAfterSeconds: 2 };
    throw error;
  }
}
