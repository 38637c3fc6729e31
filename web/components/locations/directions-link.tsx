import { directionsUrl } from "@forecourt/core";

type Props = {
  /** Where to: the location's address (Google Maps directions to it). */
  address: Parameters<typeof directionsUrl>[0];
  /** The place's name, read after the link text by screen readers. */
  name: string;
  /** The visible words ("Get directions" or the panel's "Get Directions"). */
  label?: string;
  className?: string;
};

/**
 * Issue 21 §2 "Get directions": one link for the location map, the vehicle page's map and the
 * location panel. It opens Google Maps in a new tab, and says so to screen readers; a location
 * with no address to go to has no link.
 */
export function DirectionsLink({
  address,
  name,
  label = "Get directions",
  className = "text-sm font-semibold text-brand underline",
}: Props) {
  const href = directionsUrl(address);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span className="sr-only"> to {name} (opens in a new tab)</span>
    </a>
  );
}
