import { type MapPin, type MapView, mapViews } from "@forecourt/adapters/maps/offline-map";
import { type Location, locationPageLink } from "@forecourt/core";
import { DirectionsLink } from "./directions-link";

/** The pin of a location that has coordinates. */
export function locationPin(location: Location, linked = false): MapPin | null {
  const lat = location.address?.lat;
  const lng = location.address?.long;
  if (typeof lat !== "number" || typeof lng !== "number") return null;
  return {
    lat,
    lng,
    label: location.name,
    ...(linked ? { href: locationPageLink(location) } : {}),
  };
}

function Pin({
  pin,
  width,
  height,
}: {
  pin: MapView["pins"][number];
  width: number;
  height: number;
}) {
  const half = Math.min(pin.label.length * 3.6 + 4, width / 2);
  const mark = (
    <>
      <circle cx={pin.x} cy={pin.y} r={7} className="fill-brand stroke-white" strokeWidth={2} />
      {/* The name sits under its pin, centred, moved in from the map's edges (about 7 units a
          character at this size), or over it at the bottom edge, so a long dealership name stays whole on a phone's map. */}
      <text
        x={Math.min(Math.max(pin.x, half), width - half)}
        y={pin.y + 26 > height ? pin.y - 12 : pin.y + 22}
        textAnchor="middle"
        className="fill-gray-900 stroke-white text-[13px] font-semibold"
        strokeWidth={3}
        paintOrder="stroke"
      >
        {pin.label}
      </text>
    </>
  );
  return pin.href ? <a href={pin.href}>{mark}</a> : <g>{mark}</g>;
}

type Props = {
  /** Names the map: "Map of {title}". */
  title: string;
  pins: MapPin[];
  /** The "Get directions" link under a single location's map. */
  directionsTo?: Location;
  /** Tells maps apart when a page has several (the zoom radios' group). */
  id: string;
};

/**
 * An offline map (issue 21 §2): server-drawn SVG views of the coast with a pin per location,
 * zoomed by radio buttons and CSS alone (globals.css, `.fc-map`), so it costs the page no script.
 */
export async function LocationMap({ title, pins, directionsTo, id }: Props) {
  const views = await mapViews(pins);
  if (views.length === 0) return null;
  // A map whose pins are links is a group of links (an image may hold nothing interactive).
  const linked = pins.some((pin) => pin.href);
  return (
    <figure className="fc-map space-y-2" data-testid="location-map">
      <fieldset className="flex flex-wrap gap-2 text-sm">
        <legend className="sr-only">Map zoom</legend>
        {views.map((view, index) => (
          <label key={view.id} className="fc-map-zoom">
            <input
              type="radio"
              name={`map-zoom-${id}`}
              value={view.id}
              defaultChecked={index === 0}
              className="sr-only"
            />
            <span>{view.label}</span>
          </label>
        ))}
      </fieldset>
      {views.map((view) => (
        <svg
          key={view.id}
          data-view={view.id}
          viewBox={`0 0 ${view.width} ${view.height}`}
          role={linked ? "group" : "img"}
          aria-label={`Map of ${title} (${view.label.toLowerCase()})`}
          className="fc-map-view h-auto w-full rounded-lg ring-1 ring-gray-200"
        >
          <rect width={view.width} height={view.height} className="fill-sky-100" />
          <path d={view.land} className="fill-stone-100 stroke-stone-400" strokeWidth={0.75} />
          {view.pins.map((pin) => (
            <Pin
              key={`${pin.label}-${pin.x}-${pin.y}`}
              pin={pin}
              width={view.width}
              height={view.height}
            />
          ))}
        </svg>
      ))}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-gray-700">
        <span>Map data: Natural Earth</span>
        {directionsTo ? <DirectionsLink address={directionsTo.address} name={title} /> : null}
      </figcaption>
    </figure>
  );
}
