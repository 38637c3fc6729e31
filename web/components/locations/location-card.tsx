"use client";

import type { LocationGroup } from "@forecourt/core";
import { type KeyboardEvent, useId, useState } from "react";
import type { LocationSiteLinks } from "./location-links";
import { LocationPanel } from "./location-panel";

type Props = {
  group: LocationGroup;
  /** The clock (epoch ms): each location reads its own date from it, in its own zone. */
  now: number;
  links: LocationSiteLinks;
  /** Show every tab's panel one after another (the site's list layout). */
  listLayout?: boolean;
  /** The tab to open first (a location page opens its own location's tab). */
  initialTab?: number;
};

/** §2 one tabbed card per dealership: a tab per location type, in the spec's order. */
export function LocationCard({ group, now, links, listLayout = false, initialTab = 0 }: Props) {
  const tabs = group.tabs;
  const [tab, setTab] = useState(Math.min(initialTab, tabs.length - 1));
  const id = useId();
  const active = tabs[tab];
  const siblings = tabs.map((t) => t.location);
  const move = (event: KeyboardEvent, delta: number | "first" | "last") => {
    event.preventDefault();
    const next =
      delta === "first"
        ? 0
        : delta === "last"
          ? tabs.length - 1
          : (tab + delta + tabs.length) % tabs.length;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(event, 1);
    else if (event.key === "ArrowLeft") move(event, -1);
    else if (event.key === "Home") move(event, "first");
    else if (event.key === "End") move(event, "last");
  };

  return (
    <article
      className="flex h-full flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      data-testid="location-card"
      aria-labelledby={`${id}-name`}
    >
      <h2 id={`${id}-name`} className="text-lg font-bold leading-snug">
        {group.name}
      </h2>
      {listLayout ? (
        tabs.map((t) => (
          <section
            key={t.location.id}
            aria-label={`${group.name} ${t.label}`}
            className="border-t border-gray-200 pt-4"
          >
            <h3 className="mb-3 font-semibold">{t.label}</h3>
            <LocationPanel tab={t} siblings={siblings} now={now} links={links} />
          </section>
        ))
      ) : tabs.length === 1 && active ? (
        <>
          <p className="self-start rounded-md bg-gray-100 px-3 py-1 text-sm font-semibold text-gray-800">
            {active.label}
          </p>
          <LocationPanel tab={active} siblings={siblings} now={now} links={links} />
        </>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={`${group.name} departments`}
            className="flex gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1"
          >
            {tabs.map((t, i) => (
              <button
                key={t.location.id}
                id={`${id}-tab-${i}`}
                type="button"
                role="tab"
                aria-selected={i === tab}
                aria-controls={`${id}-panel`}
                tabIndex={i === tab ? 0 : -1}
                onClick={() => setTab(i)}
                onKeyDown={onKey}
                className={`flex-1 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-semibold ${i === tab ? "bg-brand text-white shadow-sm" : "text-gray-800 hover:bg-white"}`}
              >
                {t.label}
              </button>
            ))}
          </div>
          {active ? (
            <div
              id={`${id}-panel`}
              role="tabpanel"
              aria-labelledby={`${id}-tab-${tab}`}
              className="flex flex-1 flex-col"
            >
              <LocationPanel
                key={active.location.id}
                tab={active}
                siblings={siblings}
                now={now}
                links={links}
              />
            </div>
          ) : null}
        </>
      )}
    </article>
  );
}
