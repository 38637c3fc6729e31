"use client";

import { compareHref, parseCompareParam } from "@forecourt/core/compare/compare-list";
import { useEffect, useRef, useState } from "react";
import { NoResults } from "@/components/search/no-results";
import type { CompareView } from "@/lib/compare";
import {
  clearShopperList,
  readShopperList,
  type StoredCar,
  setShopperList,
  toggleShopperCar,
  useShopperList,
} from "@/lib/shopper-store";
import { CompareTable } from "./compare-table";

type Props = { searchHref: string; limit: number };

/** A car known only by its id (from a shared address) until the table brings its details. */
const byIdOnly = (id: string): StoredCar => ({
  id,
  name: "",
  slug: id,
  make: "",
  model: "",
  primary_image_url: "",
});

/**
 * /compare: the cars in the shopper's local compare list side by side. The list's state is also
 * in the address (/compare?cars=a,b,c, core's compareHref), so a shared address shows the same
 * cars on another browser: opening it replaces this browser's list. The table is fetched from
 * /compare-data; cars that left the site's stock are dropped from the list with a note.
 */
export function CompareScreen({ searchHref, limit }: Props) {
  const list = useShopperList("compare");
  const listRef = useRef(list);
  listRef.current = list;
  const [mounted, setMounted] = useState(false);
  const [view, setView] = useState<CompareView | null>(null);
  const [failed, setFailed] = useState(false);
  const [dropped, setDropped] = useState(0);
  const [over, setOver] = useState(0);
  const [copied, setCopied] = useState(false);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const ids = list.map((c) => c.id).join(",");

  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get("cars");
    if (raw !== null) {
      const shared = parseCompareParam(raw, limit);
      const stored = readShopperList("compare");
      if (shared.ids.join(",") !== stored.map((c) => c.id).join(",")) {
        setShopperList(
          "compare",
          shared.ids.map((id) => stored.find((c) => c.id === id) ?? byIdOnly(id)),
        );
      }
      setOver(shared.over);
    }
    setMounted(true);
  }, [limit]);

  // The address follows the list, so copying it shares exactly these cars.
  useEffect(() => {
    if (!mounted) return;
    const href = compareHref(ids === "" ? [] : ids.split(","));
    if (`${window.location.pathname}${window.location.search}` !== href) {
      window.history.replaceState(null, "", href);
    }
  }, [ids, mounted]);

  useEffect(() => {
    if (!mounted || ids === "") return;
    let current = true;
    setFailed(false);
    fetch(`/compare-data?ids=${encodeURIComponent(ids)}`)
      .then((r) => (r.ok ? (r.json() as Promise<CompareView>) : Promise.reject(r.status)))
      .then((next) => {
        if (!current) return;
        setView(next);
        const stored = listRef.current;
        const kept = stored.filter((c) => !next.missing.includes(c.id));
        if (next.missing.length) setDropped((n) => n + next.missing.length);
        // Cars known only by id (a shared address) get their names for the toggles' labels.
        const named = kept.map((c) => {
          const car = next.cars.find((v) => v.id === c.id);
          return c.name || !car
            ? c
            : {
                ...c,
                name: car.title,
                slug: car.href.replace(/^\/cars\//, ""),
                primary_image_url: car.image ?? "",
              };
        });
        if (next.missing.length || named.some((c, i) => c !== kept[i])) {
          setShopperList("compare", named);
        }
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [ids, mounted]);

  if (!mounted) {
    return <p className="text-gray-700">Loading your cars…</p>;
  }
  if (list.length === 0) {
    return (
      <>
        {dropped > 0 ? <DroppedNote count={dropped} /> : null}
        <NoResults
          clearHref={searchHref}
          title="No cars to compare"
          text={`Choose Compare on up to ${limit} cars in our stock to see them side by side here.`}
          actionLabel="Browse our stock"
        />
      </>
    );
  }
  // A removed car's column goes at once; the refetch for the shorter list then brings core's
  // differences and best values for the cars that remain.
  const shown = view ? view.cars.filter((c) => list.some((l) => l.id === c.id)) : [];
  const indexes = shown.map((c) => view?.cars.indexOf(c) ?? -1);
  const rows = (view?.rows ?? []).map((row) => ({
    ...row,
    values: indexes.map((i) => row.values[i] ?? ""),
    best: row.best.flatMap((b) => (indexes.includes(b) ? [indexes.indexOf(b)] : [])),
  }));

  return (
    <div aria-busy={view === null} className="space-y-4">
      {dropped > 0 ? <DroppedNote count={dropped} /> : null}
      {over > 0 ? <OverNote over={over} limit={limit} /> : null}
      {failed ? (
        <p
          role="alert"
          className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          We couldn't load your cars just now. Please try again in a moment.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-gray-700" aria-live="polite" data-testid="compare-count">
          {list.length} of {limit} cars
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {shown.length > 1 ? (
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                checked={differencesOnly}
                onChange={(e) => setDifferencesOnly(e.target.checked)}
                className="h-4 w-4"
              />
              Show differences only
            </label>
          ) : null}
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(window.location.href)
                .then(() => setCopied(true))
                .catch(() => setCopied(false));
            }}
            className="rounded border border-gray-400 px-4 py-2 text-sm font-semibold"
          >
            {copied ? "Link copied" : "Copy link"}
          </button>
          <button
            type="button"
            onClick={() => clearShopperList("compare")}
            className="rounded border border-gray-400 px-4 py-2 text-sm font-semibold"
          >
            Clear all
          </button>
          <a
            href={searchHref}
            className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white"
          >
            {list.length < limit ? "Add more cars" : "Back to search"}
          </a>
        </div>
      </div>
      {view === null ? (
        <p className="text-gray-700">Loading your cars…</p>
      ) : (
        <CompareTable
          cars={shown}
          rows={differencesOnly ? rows.filter((r) => r.differs) : rows}
          onRemove={(id) => {
            const stored = list.find((c) => c.id === id);
            if (stored) toggleShopperCar("compare", stored);
          }}
        />
      )}
    </div>
  );
}

function DroppedNote({ count }: { count: number }) {
  return (
    <p
      role="status"
      className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      {count === 1 ? "1 car in your list is" : `${count} cars in your list are`} no longer in our
      stock and {count === 1 ? "was" : "were"} removed.
    </p>
  );
}

function OverNote({ over, limit }: { over: number; limit: number }) {
  return (
    <p
      role="status"
      className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      This link named {over} more {over === 1 ? "car" : "cars"} than compare holds: it shows the
      first {limit}.
    </p>
  );
}
