import { geoIdentity, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { type PinMarker, placePinLabels } from "./pin-labels";

/**
 * Location maps drawn offline (issue 21 §2): the coast from Natural Earth's land polygons
 * (the `world-atlas` package, public domain), projected and clipped to the view with d3-geo,
 * so the embedded default needs no tile server and no key. Each view is plain SVG path data.
 */

export interface MapPin {
  lat: number;
  lng: number;
  label: string;
  /** Where the pin links (e.g. the location's page). */
  href?: string;
}

export interface MapView {
  /** "area", "region", "country" or "locations". */
  id: string;
  /** The zoom control's label. */
  label: string;
  width: number;
  height: number;
  /** SVG path data of the land inside the view. */
  land: string;
  pins: Array<{ x: number; y: number; label: string; href?: string }>;
  /** The markers to draw (close pins share one) with their labels placed clear of each other. */
  markers: PinMarker[];
}

/** The pin marker's radius and the label's font size, in map units (about pixels on screen). */
export const PIN_RADIUS = 10;
export const PIN_FONT_SIZE = 13;

type Ring = number[][];
/** One land polygon (outer ring and holes) with its bounding box, for cheap culling. */
type Piece = { rings: Ring[]; box: Box };
const lands = new Map<string, Promise<Piece[]>>();

function boxOf(ring: Ring): Box {
  const box = { west: 180, south: 90, east: -180, north: -90 };
  for (const [lng = 0, lat = 0] of ring) {
    box.west = Math.min(box.west, lng);
    box.east = Math.max(box.east, lng);
    box.south = Math.min(box.south, lat);
    box.north = Math.max(box.north, lat);
  }
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;

/** Everything within reach of an Australian or New Zealand map, with margin. */
const REACH: Box = { west: 95, south: -56, east: 185, north: 0 };

/**
 * Natural Earth land at 1:10m (detailed coast) or 1:50m (whole countries), read once and cut
 * down to the polygons near Australia and New Zealand: projecting the whole world's coast for
 * every view took seconds.
 */
function land(scale: "10m" | "50m"): Promise<Piece[]> {
  let pieces = lands.get(scale);
  if (!pieces) {
    pieces = readLand(scale);
    lands.set(scale, pieces);
  }
  return pieces;
}

/** A JSON import (not a file read) so the server bundle carries the data wherever it runs. */
async function readLand(scale: "10m" | "50m"): Promise<Piece[]> {
  const { default: topology } = (await (scale === "10m"
    ? import("world-atlas/land-10m.json", { with: { type: "json" } })
    : import("world-atlas/land-50m.json", { with: { type: "json" } }))) as unknown as {
    default: Topology<{ land: GeometryCollection }>;
  };
  const shape = feature(topology, topology.objects.land) as
    | Feature<Polygon | MultiPolygon>
    | FeatureCollection<Polygon | MultiPolygon>;
  const geometries = "features" in shape ? shape.features.map((f) => f.geometry) : [shape.geometry];
  return geometries
    .flatMap((g) => (g.type === "Polygon" ? [g.coordinates] : g.coordinates))
    .map((rings) => ({ rings, box: boxOf(rings[0] ?? []) }))
    .filter((piece) => overlaps(piece.box, REACH))
    .map((piece) => ({ ...piece, rings: piece.rings.map((ring) => ring.map(mercator)) }));
}

/** The land polygons that reach into `box`. */
async function landWithin(scale: "10m" | "50m", box: Box): Promise<MultiPolygon> {
  return {
    type: "MultiPolygon",
    coordinates: (await land(scale))
      .filter((piece) => overlaps(piece.box, box))
      .map((piece) => piece.rings),
  };
}

/**
 * Web Mercator on the plane, done once per coast point: each view then only scales and clips
 * flat coordinates (d3's planar identity), instead of d3's spherical clipping of the whole coast
 * per view, which took about a second a location.
 */
const mercator = ([lng = 0, lat = 0]: number[]): number[] => [
  (lng * Math.PI) / 180,
  Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
];

type Box = { west: number; south: number; east: number; north: number };

/** Mainland Australia with Tasmania, and New Zealand's main islands. */
const AUSTRALIA: Box = { west: 112.9, south: -43.7, east: 153.7, north: -10.6 };
const NEW_ZEALAND: Box = { west: 166.3, south: -47.4, east: 178.6, north: -34.3 };

const countryOf = (pin: MapPin): Box => (pin.lng > 165 ? NEW_ZEALAND : AUSTRALIA);

/** A box of `span` degrees of latitude around the pins (wider to hold them all, with a margin). */
function boxAround(pins: MapPin[], span: number): Box {
  const lats = pins.map((p) => p.lat);
  const lngs = pins.map((p) => p.lng);
  // A tenth of the pins' own extent at least, so pins far apart (Auckland and Christchurch)
  // do not sit on the map's edge.
  const extent = Math.max(
    Math.max(...lats) - Math.min(...lats),
    Math.max(...lngs) - Math.min(...lngs),
  );
  const pad = Math.max(span / 2, extent * 0.1);
  return {
    west: Math.min(...lngs) - pad,
    east: Math.max(...lngs) + pad,
    south: Math.min(...lats) - pad,
    north: Math.max(...lats) + pad,
  };
}

async function draw(
  id: string,
  label: string,
  box: Box,
  pins: MapPin[],
  scale: "10m" | "50m",
  size: { width: number; height: number },
): Promise<MapView> {
  const { width, height } = size;
  const corners = {
    type: "MultiPoint" as const,
    coordinates: [mercator([box.west, box.south]), mercator([box.east, box.north])],
  };
  const projection = geoIdentity()
    .reflectY(true)
    .fitExtent(
      [
        [8, 8],
        [width - 8, height - 8],
      ],
      corners,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(1);
  const placed = pins.flatMap((pin, index) => {
    const point = projection(mercator([pin.lng, pin.lat]) as [number, number]);
    if (!point) return [];
    const [x, y] = point.map((n) => Math.round(n * 10) / 10) as [number, number];
    return [{ x, y, label: pin.label, ...(pin.href ? { href: pin.href } : {}), number: index + 1 }];
  });
  return {
    id,
    label,
    width,
    height,
    land: path(await landWithin(scale, box)) ?? "",
    pins: placed.map(({ number: _, ...pin }) => pin),
    markers: placePinLabels(placed, { width, height, radius: PIN_RADIUS, fontSize: PIN_FONT_SIZE }),
  };
}

const views = new Map<string, Promise<MapView[]>>();

/**
 * The zoom levels of a map of `pins` (nearest first): one location gets its area, its region and
 * its country; several get the box that holds them all and their country. Cached per pin set.
 */
export function mapViews(pins: MapPin[], size = { width: 600, height: 400 }): Promise<MapView[]> {
  if (pins.length === 0) return Promise.resolve([]);
  const key = JSON.stringify([pins, size]);
  const cached = views.get(key);
  if (cached) return cached;
  const first = pins[0] as MapPin;
  const drawn = Promise.all(
    pins.length === 1
      ? [
          draw("area", "Area", boxAround(pins, 0.5), pins, "10m", size),
          draw("region", "Region", boxAround(pins, 5), pins, "10m", size),
          draw("country", "Country", countryOf(first), pins, "50m", size),
        ]
      : [
          // A tenth of a degree around the outermost pins: a city's dealerships a few
          // kilometres apart stay apart (half a degree clustered Brisbane's into two markers).
          draw("locations", "All locations", boxAround(pins, 0.2), pins, "10m", size),
          draw("country", "Country", countryOf(first), pins, "50m", size),
        ],
  );
  views.set(key, drawn);
  return drawn;
}
