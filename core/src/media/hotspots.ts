import type { Hotspot } from "../schemas/car";

/** A hotspot placed on one frame: x and y are fractions (0–1) of the frame's width and height. */
export type PlacedHotspot = { id: string; description: string; x: number; y: number };

const fraction = (n: number | null | undefined): n is number =>
  typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= 1;

/**
 * §3 hotspots on the frame shown: each hotspot with a position for this angle (the angle is
 * the index of the frame in spin_images; the interior panorama is angle 0). Hotspots with no
 * description have nothing to open, and positions outside the frame (x or y not 0–1) are
 * dropped; when a hotspot lists the angle twice, the first position wins.
 */
export function hotspotsForFrame(
  hotspots: readonly Hotspot[] | null | undefined,
  frame: number,
): PlacedHotspot[] {
  const placed: PlacedHotspot[] = [];
  for (const hotspot of hotspots ?? []) {
    const description = hotspot.description?.trim();
    if (!description) continue;
    const position = (hotspot.positions ?? []).find(
      (p) => p.angle === frame && fraction(p.x) && fraction(p.y),
    );
    if (position) {
      placed.push({
        id: hotspot.id,
        description,
        x: position.x as number,
        y: position.y as number,
      });
    }
  }
  return placed;
}
