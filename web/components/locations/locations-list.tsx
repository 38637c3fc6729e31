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

type Props = {
  locations: Location[];
  today: string;
  links: LocationSiteLinks;
  listLayout: boolean;
  initialQuery: string;
};

/** §2 locations list: the 'Search locations...' box (locationQuery in the URL) and the cards. */
export function LocationsList({ locations, today, links, listLayout, initialQuery }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [query, setQuery] = useState(initialQuery);
  const id = useId();
  const groups = useMemo(
    () => groupLocationsByName(filterLocations(locations, query)),
    [locations, query],
  );
  const layout = locationCardLayout(groups.length);
  // §2: the tab selection resets to the first tab when the locations change (new keys remount).
  const listKey = groups.map((g) => `${g.name}:${g.tabs.length}`).join("|");

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
      <label htmlFor={`${id}-q`} className="sr-only">
        Search locations
      </label>
      <input
        id={`${id}-q`}
        type="search"
        placeholder={LOCATION_SEARCH_PLACEHOLDER}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        className="w-full max-w-md rounded border border-gray-400 px-3 py-2"
      />
      <p className="mt-2 text-sm text-gray-700" aria-live="polite">
        {groups.length} {groups.length === 1 ? "location" : "locations"}
        {layout.swipeHint ? (
          <span className="md:hidden"> · Swipe to see more locations</span>
        ) : null}
      </p>
      <div
        key={listKey}
        className={`mt-4 flex snap-x gap-4 overflow-x-auto pb-2 md:grid md:overflow-visible ${layout.narrowItems ? "md:grid-cols-3" : "md:grid-cols-2"}`}
        data-testid="locations-list"
      >
        {groups.map((group) => (
          <div
            key={group.name}
            className={`shrink-0 snap-start ${layout.narrowItems ? "w-[85%]" : "w-[92%]"} md:w-auto`}
          >
            <LocationCard group={group} today={today} links={links} listLayout={listLayout} />
          </div>
        ))}
      </div>
    </div>
  );
}
