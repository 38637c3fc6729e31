"use client";

import {
  filterLocations,
  groupLocationsByName,
  LOCATION_SEARCH_PLACEHOLDER,
  type Location,
  locationCardLayout,
} from "@forecourt/core";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { LocationCard } from "./location-card";
import type { LocationSiteLinks } from "./location-links";
import { useNow } from "./use-today";

type Props = {
  locations: Location[];
  /** The server's date (yyyy-MM-dd, Brisbane); the visitor's clock takes over once live. */
  /** The server's clock (epoch ms); the visitor's takes over once live. */
  now: number;
  links: LocationSiteLinks;
  listLayout: boolean;
  initialQuery: string;
  /** Show the 'Search locations...' box (a single location's page has none). */
  searchable: boolean;
  /** The location whose tab opens first (a location page's own location). */
  focusLocationId?: string | undefined;
};

/** §2 locations list: the 'Search locations...' box (locationQuery in the URL) and the cards. */
export function LocationsList(props: Props) {
  const { locations, links, listLayout, initialQuery, searchable, focusLocationId } = props;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const now = useNow(props.now);
  const [query, setQuery] = useState(initialQuery);
  const id = useId();
  const groups = useMemo(
    () => groupLocationsByName(filterLocations(locations, query)),
    [locations, query],
  );
  const layout = locationCardLayout(groups.length);
  // §9: more than 4 locations narrow the items (three across on wide screens, 85% on phones).
  const columns =
    groups.length === 1
      ? "md:max-w-2xl md:grid-cols-1"
      : layout.narrowItems
        ? "md:grid-cols-2 lg:grid-cols-3"
        : "md:grid-cols-2";
  // §2: the tab selection resets to the first tab when the locations change (new keys remount).
  const listKey = groups
    .map((g) => `${g.name}:${g.tabs.map((t) => t.location.id).join(",")}`)
    .join("|");

  const onQuery = (value: string) => {
    setQuery(value);
    const next = new URLSearchParams(params.toString());
    if (value.trim()) next.set("locationQuery", value);
    else next.delete("locationQuery");
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  return (
    <div>
      {searchable ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="w-full max-w-md">
            <label htmlFor={`${id}-q`} className="sr-only">
              Search locations
            </label>
            <input
              id={`${id}-q`}
              type="search"
              placeholder={LOCATION_SEARCH_PLACEHOLDER}
              value={query}
              onChange={(e) => onQuery(e.target.value)}
              className="w-full rounded-lg border border-gray-400 bg-white px-4 py-2.5 shadow-sm"
            />
          </div>
          <p className="text-sm text-gray-700" aria-live="polite" data-testid="locations-count">
            {groups.length} {groups.length === 1 ? "location" : "locations"}
            {layout.swipeHint ? (
              <span className="md:hidden" data-testid="swipe-hint">
                {" "}
                · Swipe to see more locations →
              </span>
            ) : null}
          </p>
        </div>
      ) : null}
      {groups.length === 0 ? (
        <p className="mt-6 rounded-lg bg-gray-50 p-6 text-gray-800">
          No locations match “{query.trim()}”. Try a suburb, postcode or department.
        </p>
      ) : null}
      <div
        key={listKey}
        className={`relative mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 md:grid md:overflow-visible md:pb-0 ${columns}`}
        data-testid="locations-list"
        data-narrow={layout.narrowItems}
      >
        {groups.map((group) => (
          <div
            key={group.name}
            className={`shrink-0 snap-start ${layout.narrowItems ? "w-[85%]" : groups.length > 1 ? "w-[92%]" : "w-full"} md:w-auto`}
            data-testid="location-item"
          >
            <LocationCard
              group={group}
              now={now}
              links={links}
              listLayout={listLayout}
              initialTab={Math.max(
                0,
                group.tabs.findIndex((t) => t.location.id === focusLocationId),
              )}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
