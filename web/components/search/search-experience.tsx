"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { CarCard } from "@/components/cars/car-card";
import { BreadcrumbList } from "@/components/layout/breadcrumb-list";
import type { SearchView } from "@/lib/search";
import { FacetPanel } from "./facet-panel";
import { FilterChips } from "./filter-chips";
import { KeywordBox } from "./keyword-box";
import { NoResults } from "./no-results";
import { PromoCard } from "./promo-card";
import { SaveSearchButton } from "./save-search-button";

type Status = "idle" | "loading" | "error";

/**
 * §4 Search: the state lives in the URL; a change pushes the new URL and fetches its results
 * without a full reload. While loading (dimmed) or after an error the previous hits stay on
 * screen, never skeletons; the count is in the heading and the page title.
 */
export function SearchExperience({ initial }: { initial: SearchView }) {
  // `revision` counts the views shown: the filter lists remount on each one, so a box the
  // shopper ticked natively never outlives the view it was ticked in, even when the next view
  // has the same address (tick, then Back before the first answer arrives).
  const [{ view, revision }, setShown] = useState({ view: initial, revision: 0 });
  const setView = useCallback(
    (next: SearchView) => setShown((shown) => ({ view: next, revision: shown.revision + 1 })),
    [],
  );
  const [status, setStatus] = useState<Status>("idle");
  const latest = useRef(0);

  const load = useCallback(
    async (href: string) => {
      const request = ++latest.current;
      setStatus("loading");
      try {
        const response = await fetch(`/search-data?href=${encodeURIComponent(href)}`);
        if (!response.ok) throw new Error(`Search failed (${response.status})`);
        const next = (await response.json()) as SearchView;
        if (request !== latest.current) return;
        setView(next);
        setStatus("idle");
      } catch {
        if (request === latest.current) setStatus("error");
      }
    },
    [setView],
  );

  const navigate = useCallback(
    (href: string) => {
      window.history.pushState(null, "", href);
      void load(href);
    },
    [load],
  );

  useEffect(() => {
    const onPop = () => void load(`${window.location.pathname}${window.location.search}`);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [load]);

  // The server wrote "{heading} | {site}"; client updates swap the heading part only.
  const shownHeading = useRef(initial.heading);
  useEffect(() => {
    document.title = document.title.replace(shownHeading.current, view.heading);
    shownHeading.current = view.heading;
  }, [view.heading]);

  const loading = status === "loading";
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-gray-700">
        <BreadcrumbList items={view.breadcrumbs} />
      </nav>
      <div className="mt-4 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-8">
        <FacetPanel view={view} revision={revision} loading={loading} navigate={navigate} />
        <section aria-labelledby="results-heading" className="mt-6 lg:mt-0">
          <KeywordBox view={view} navigate={navigate} />
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <div>
              <h1 id="results-heading" className="text-2xl font-bold" data-testid="results-heading">
                {view.heading}
              </h1>
              <p className="text-sm text-gray-700" aria-live="polite" data-testid="result-count">
                {loading ? "Updating results…" : view.countText}
              </p>
            </div>
            <SaveSearchButton view={view} />
            <label className="flex items-center gap-2 text-sm font-semibold">
              Sort by
              <select
                className="rounded border border-gray-300 px-2 py-2 font-normal"
                value={view.sort.find((s) => s.selected)?.href ?? ""}
                onChange={(event) => navigate(event.target.value)}
              >
                {view.sort.map((option) => (
                  <option key={option.value} value={option.href}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <FilterChips view={view} navigate={navigate} />
          {status === "error" ? (
            <p
              role="alert"
              className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800"
            >
              We couldn't update the results. The previous results are shown; please try again.
            </p>
          ) : null}
          {/* The cards' titles are h3s: this keeps the outline h1 → h2 → h3 (Lighthouse heading-order). */}
          <h2 className="sr-only">Search results</h2>
          {view.items.length === 0 && !loading ? (
            <NoResults onClear={() => navigate(view.clearHref)} clearHref={view.clearHref} />
          ) : (
            <ul
              className={`mt-4 grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-50" : ""}`}
              aria-busy={loading}
              data-testid="results"
            >
              {view.items.map((item, index) =>
                item.kind === "car" ? (
                  <li key={item.car.id}>
                    <CarCard car={item.car} priority={index < 2} />
                  </li>
                ) : (
                  <li key={item.key}>
                    <PromoCard />
                  </li>
                ),
              )}
            </ul>
          )}
          {view.pages > 1 ? <Pagination view={view} navigate={navigate} /> : null}
        </section>
      </div>
    </>
  );
}

function Pagination({ view, navigate }: { view: SearchView; navigate: (href: string) => void }) {
  const go = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(href);
    document.getElementById("results-heading")?.scrollIntoView({ block: "start" });
  };
  const linkClass =
    "flex min-w-10 items-center justify-center rounded border border-gray-300 px-3 py-2 text-sm font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap justify-center gap-2">
      {view.prevHref ? (
        <a href={view.prevHref} onClick={go(view.prevHref)} className={linkClass}>
          Previous
        </a>
      ) : null}
      {view.pagination.map((link) => (
        <a
          key={link.page}
          href={link.href}
          onClick={go(link.href)}
          aria-current={link.current ? "page" : undefined}
          aria-label={`Page ${link.page}`}
          className={`${linkClass} ${link.current ? "border-brand bg-brand text-white" : ""}`}
        >
          {link.page}
        </a>
      ))}
      {view.nextHref ? (
        <a href={view.nextHref} onClick={go(view.nextHref)} className={linkClass}>
          Next
        </a>
      ) : null}
    </nav>
  );
}
