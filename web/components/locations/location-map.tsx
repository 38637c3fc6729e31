import {
  type MapPin,
  type MapView,
  mapViews,
  PIN_FONT_SIZE,
  PIN_RADIUS,
  type PinMarker,
} from "@forecourt/adapters";
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

/** Labels are set in Arial's metrics, which the placement measures (adapters pin-labels.ts). */
const LABEL_FONT = "Arial, 'Liberation Sans', Helvetica, sans-serif";

function Marker({ marker, numbered }: { marker: PinMarker; numbered: boolean }) {
  const only = marker.pins.length === 1 ? marker.pins[0] : undefined;
  const radius = numbered ? PIN_RADIUS : 7;
  const mark = (
    <>
      {only ? null : (
        <circle cx={marker.x} cy={marker.y} r={radius + 4} className="fill-brand/30" />
      )}
      <circle
        cx={marker.x}
        cy={marker.y}
        r={radius}
        className="fill-brand stroke-white"
        strokeWidth={2}
      />
      {numbered ? (
        <text
          x={marker.x}
          y={marker.y + 4}
          textAnchor="middle"
          fontFamily={LABEL_FONT}
          className="fill-white text-[11px] font-bold"
        >
          {marker.text}
        </text>
      ) : null}
      {marker.label ? (
        <text
          x={marker.label.x}
          y={marker.label.y}
          fontFamily={LABEL_FONT}
          className="fc-map-label fill-gray-900 stroke-white font-bold"
          fontSize={PIN_FONT_SIZE}
          strokeWidth={3}
          paintOrder="stroke"
          data-box={`${marker.label.box.x} ${marker.label.box.y} ${marker.label.box.width} ${marker.label.box.height}`}
        >
          {marker.label.lines.map((line, i) => (
            <tspan
              key={line}
              x={marker.label?.x}
              dy={i === 0 ? undefined : marker.label?.lineHeight}
            >
              {line}
            </tspan>
          ))}
        </text>
      ) : null}
      {only ? null : <title>{marker.pins.map((pin) => pin.label).join(", ")}</title>}
    </>
  );
  return only?.href ? (
    <a href={only.href} aria-label={only.label}>
      {mark}
    </a>
  ) : (
    <g>{mark}</g>
  );
}

function MapSvg({
  view,
  title,
  linked,
  numbered,
  size,
}: {
  view: MapView;
  title: string;
  linked: boolean;
  numbered: boolean;
  size: "wide" | "phone" | "any";
}) {
  return (
    <svg
      data-view={view.id}
      data-size={size}
      viewBox={`0 0 ${view.width} ${view.height}`}
      role={linked ? "group" : "img"}
      aria-label={`Map of ${title} (${view.label.toLowerCase()})`}
      className="fc-map-view h-auto w-full rounded-lg ring-1 ring-gray-200"
    >
      <rect width={view.width} height={view.height} className="fill-sky-100" />
      <path d={view.land} className="fill-stone-100 stroke-stone-400" strokeWidth={0.75} />
      {view.markers.map((marker) => (
        <Marker
          key={marker.pins.map((pin) => pin.number).join("-")}
          marker={marker}
          numbered={numbered}
        />
      ))}
    </svg>
  );
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
  const numbered = pins.length > 1;
  const views = await mapViews(pins);
  // Several pins get a second drawing at a phone's width, so names stay legible (about 13 px)
  // and are placed for the room a phone has; CSS shows one of the two (globals.css).
  const phoneViews = numbered ? await mapViews(pins, PHONE_MAP) : [];
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
        <MapSvg
          key={view.id}
          view={view}
          title={title}
          linked={linked}
          numbered={numbered}
          size={numbered ? "wide" : "any"}
        />
      ))}
      {phoneViews.map((view) => (
        <MapSvg
          key={`phone-${view.id}`}
          view={view}
          title={title}
          linked={linked}
          numbered={numbered}
          size="phone"
        />
      ))}
      {numbered ? (
        <ol className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2" data-testid="map-key">
          {pins.map((pin, index) => (
            <li key={`${pin.label}-${pin.lat}-${pin.lng}`} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand text-[11px] font-bold text-white"
              >
                {index + 1}
              </span>
              {pin.href ? (
                <a href={pin.href} className="underline-offset-2 hover:underline">
                  {pin.label}
                </a>
              ) : (
                <span>{pin.label}</span>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-gray-700">
        <span>Map data: Natural Earth</span>
        {directionsTo ? <DirectionsLink address={directionsTo.address} name={title} /> : null}
      </figcaption>
    </figure>
  );
}

/** The phone drawing's size: about a phone's content width, so a map unit is about a pixel. */
const PHONE_MAP = { width: 360, height: 340 };
