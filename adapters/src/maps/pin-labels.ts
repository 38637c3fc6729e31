/**
 * Where a map's pin markers and their name labels go (issue 21: on the dealer locator the names
 * of dealerships a few streets apart were drawn over one another). Markers whose circles would
 * touch merge into one cluster marker (the nearer zoom shows them apart); each label then takes
 * the first spot around its marker (right, left, below, above, the corners) that is inside the
 * map and clear of every marker and every label already placed; a name of several words that
 * finds none on one line tries the same spots set on two (on a phone's map "BMG Motorcycles
 * Woolloongabba" was too long for any spot and showed only in the list). A label with no clear
 * spot is left out: the numbered list under the map names every pin.
 */

export interface PlacedPoint {
  x: number;
  y: number;
  label: string;
  href?: string;
  /** The pin's number in the list under the map (1-based). */
  number: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PinMarker {
  x: number;
  y: number;
  /** The pins it stands for: one, or several close together (a cluster). */
  pins: PlacedPoint[];
  /** What the marker shows: the pin's number, or the cluster's count. */
  text: string;
  /**
   * The name label, when it found a clear spot: its text, the lines it is set on (one, or two
   * for a long name), its box and the first line's baseline anchor (each next line is
   * `lineHeight` lower).
   */
  label?: { text: string; lines: string[]; lineHeight: number; box: Box; x: number; y: number };
}

export interface LabelLayout {
  width: number;
  height: number;
  /** The marker circle's radius in map units. */
  radius: number;
  /** The label's font size in map units. */
  fontSize: number;
}

/**
 * Advance widths of Arial Bold (Liberation Sans Bold, metric-compatible), in thousandths of an
 * em; the labels are set in that face (Arial, Liberation Sans) so the estimate holds.
 */
const WIDTHS: Record<string, number> = {
  " ": 278,
  A: 722,
  B: 722,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 556,
  K: 722,
  L: 611,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 611,
  c: 556,
  d: 611,
  e: 556,
  f: 333,
  g: 611,
  h: 611,
  i: 278,
  j: 278,
  k: 556,
  l: 278,
  m: 889,
  n: 611,
  o: 611,
  p: 611,
  q: 611,
  r: 389,
  s: 556,
  t: 333,
  u: 611,
  v: 556,
  w: 778,
  x: 556,
  y: 556,
  z: 500,
  "-": 333,
  ".": 278,
  ",": 278,
  "'": 238,
  "’": 278,
  "&": 722,
  "(": 333,
  ")": 333,
  "/": 278,
};

/** The text's width at `fontSize`, rounded up with a margin (another face may be a little wider). */
export function labelWidth(text: string, fontSize: number): number {
  let thousandths = 0;
  for (const char of text) thousandths += WIDTHS[char] ?? (/\d/.test(char) ? 556 : 722);
  return Math.ceil((thousandths / 1000) * fontSize * 1.08 + 2);
}

export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (box: Box, layout: LabelLayout) =>
  box.x >= 2 &&
  box.y >= 2 &&
  box.x + box.width <= layout.width - 2 &&
  box.y + box.height <= layout.height - 2;

/**
 * Pins whose markers would overlap (with a small gap) share one marker at their centre; merging
 * moves a marker, which may then touch another, so merging repeats until no two touch.
 */
function cluster(points: PlacedPoint[], radius: number): PlacedPoint[][] {
  const reach = radius * 2 + 4;
  const groups: PlacedPoint[][] = points.map((point) => [point]);
  for (;;) {
    const centres = groups.map(centre);
    let pair: [number, number] | undefined;
    for (let i = 0; i < groups.length && !pair; i++) {
      for (let j = i + 1; j < groups.length && !pair; j++) {
        const a = centres[i] as { x: number; y: number };
        const b = centres[j] as { x: number; y: number };
        if (Math.hypot(a.x - b.x, a.y - b.y) < reach) pair = [i, j];
      }
    }
    if (!pair) break;
    const [i, j] = pair;
    groups[i] = [...(groups[i] ?? []), ...(groups[j] ?? [])].sort((a, b) => a.number - b.number);
    groups.splice(j, 1);
  }
  return groups;
}

function centre(group: PlacedPoint[]): { x: number; y: number } {
  const x = group.reduce((sum, p) => sum + p.x, 0) / group.length;
  const y = group.reduce((sum, p) => sum + p.y, 0) / group.length;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/**
 * The candidate boxes around a marker, most natural first: beside it, then under or over it
 * (centred, then shifted so the pin sits near either end, kept inside the map), then a line
 * further under or over.
 */
function spots(x: number, y: number, width: number, height: number, layout: LabelLayout): Box[] {
  const gap = layout.radius + 4;
  const fit = (left: number) => Math.min(Math.max(left, 2), layout.width - 2 - width);
  const rows = [y + gap, y - gap - height, y + gap + height + 2, y - gap - 2 * height - 2];
  const lefts = [x - width / 2, x - layout.radius, x + layout.radius - width].map(fit);
  return [
    { x: x + gap, y: y - height / 2, width, height },
    { x: x - gap - width, y: y - height / 2, width, height },
    ...rows.flatMap((top) => lefts.map((left) => ({ x: left, y: top, width, height }))),
  ];
}

/**
 * A marker's label: the pin's name; for a cluster, the words its names begin with and the count
 * ("Hyundai Capalaba (2)" for Hyundai Capalaba and Hyundai Capalaba Pre-Owned), else "3 dealerships".
 */
export function markerLabel(pins: readonly PlacedPoint[]): string {
  const [first, ...rest] = pins;
  if (!first) return "";
  if (rest.length === 0) return first.label;
  const words = first.label.split(/\s+/);
  let shared = words.length;
  for (const pin of rest) {
    const other = pin.label.split(/\s+/);
    let n = 0;
    while (n < shared && other[n] === words[n]) n++;
    shared = n;
  }
  const prefix = words.slice(0, shared).join(" ");
  return prefix ? `${prefix} (${pins.length})` : `${pins.length} dealerships`;
}

/** A name split into two lines at the word break that makes the longer line shortest, or null. */
export function twoLines(text: string, fontSize: number): [string, string] | null {
  const words = text.split(/\s+/).filter(Boolean);
  let best: { lines: [string, string]; width: number } | null = null;
  for (let i = 1; i < words.length; i++) {
    const lines: [string, string] = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const width = Math.max(...lines.map((line) => labelWidth(line, fontSize)));
    if (!best || width < best.width) best = { lines, width };
  }
  return best?.lines ?? null;
}

/** The markers of `points` in one view, with labels that overlap nothing (module comment). */
export function placePinLabels(points: PlacedPoint[], layout: LabelLayout): PinMarker[] {
  const markers: PinMarker[] = cluster(points, layout.radius).map((group) => {
    const only = group.length === 1 ? group[0] : undefined;
    return {
      ...(only ? { x: only.x, y: only.y } : centre(group)),
      pins: group,
      text: only ? String(only.number) : String(group.length),
    };
  });
  const obstacles: Box[] = markers.map((m) => ({
    x: m.x - layout.radius - 1,
    y: m.y - layout.radius - 1,
    width: layout.radius * 2 + 2,
    height: layout.radius * 2 + 2,
  }));
  const lineHeight = Math.ceil(layout.fontSize * 1.25);
  const clear = (spot: Box) =>
    inside(spot, layout) && !obstacles.some((other) => intersects(spot, other));
  for (const marker of markers) {
    const text = markerLabel(marker.pins);
    const split = twoLines(text, layout.fontSize);
    const settings: string[][] = split ? [[text], split] : [[text]];
    let placed: { box: Box; lines: string[] } | undefined;
    for (const lines of settings) {
      const width = Math.max(...lines.map((line) => labelWidth(line, layout.fontSize)));
      const box = spots(marker.x, marker.y, width, lineHeight * lines.length, layout).find(clear);
      if (box) {
        placed = { box, lines };
        break;
      }
    }
    if (!placed) continue;
    const { box, lines } = placed;
    obstacles.push(box);
    const rounded = {
      x: Math.round(box.x * 10) / 10,
      y: Math.round(box.y * 10) / 10,
      width: box.width,
      height: box.height,
    };
    marker.label = {
      text,
      lines,
      lineHeight,
      box: rounded,
      x: rounded.x,
      // The first baseline sits about a fifth of a line above the first line's foot.
      y: Math.round((rounded.y + lineHeight - layout.fontSize * 0.3) * 10) / 10,
    };
  }
  return markers;
}
