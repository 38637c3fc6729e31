"use client";

import { useEffect, useState } from "react";
import { readViewedCars, VIEWED_CARS_KEY } from "@/lib/account/viewed-cars";
import type { CompareCar } from "@/lib/compare";
import { removeShopperCar, useShopperList } from "@/lib/shopper-store";
import { SavedList } from "./saved-list";

type Props = { searchHref: string; vehicleWord: string };

/**
 * /saved: the shopper's favourites and recently viewed cars, both kept in this browser's local
 * storage (§3). Each list's cars are looked up in the site's stock (/saved-data) for their photo,
 * title and link; a car no longer listed says so and can be removed like any other.
 */
export function SavedScreen({ searchHref, vehicleWord }: Props) {
  const favourites = useShopperList("favourites");
  const [viewed, setViewed] = useState<string[] | null>(null);
  const [cars, setCars] = useState<Map<string, CompareCar> | null>(null);
  const favouriteIds = favourites.map((c) => c.id);
  const ids = [...new Set([...favouriteIds, ...(viewed ?? [])])].join(",");

  useEffect(() => setViewed(readViewedCars().map((c) => c.id)), []);
  useEffect(() => {
    if (viewed === null) return;
    if (ids === "") {
      setCars(new Map());
      return;
    }
    let current = true;
    fetch(`/saved-data?ids=${encodeURIComponent(ids)}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ cars: CompareCar[] }>) : Promise.reject()))
      .then((data) => current && setCars(new Map(data.cars.map((c) => [c.id, c]))))
      .catch(() => current && setCars(new Map()));
    return () => {
      current = false;
    };
  }, [ids, viewed]);

  const removeViewed = (id: string) => {
    const next = readViewedCars().filter((c) => c.id !== id);
    try {
      window.localStorage.setItem(VIEWED_CARS_KEY, JSON.stringify(next));
    } catch {
      // Storage switched off: the list on screen still drops the car.
    }
    setViewed((list) => (list ?? []).filter((v) => v !== id));
  };

  if (viewed === null || cars === null) {
    return <p className="text-gray-700">Loading your saved {vehicleWord.toLowerCase()}s…</p>;
  }
  return (
    <div className="space-y-10">
      <SavedList
        title="Favourites"
        testId="saved-favourites"
        ids={favouriteIds}
        cars={cars}
        fallbackName={(id) => favourites.find((c) => c.id === id)?.name ?? ""}
        empty={`Tap the heart on a ${vehicleWord.toLowerCase()} to keep it here.`}
        searchHref={searchHref}
        onRemove={(id) => removeShopperCar("favourites", id)}
        removeLabel="from favourites"
      />
      <SavedList
        title="Recently viewed"
        testId="saved-viewed"
        ids={viewed}
        cars={cars}
        fallbackName={() => ""}
        empty={`${vehicleWord}s you look at appear here.`}
        searchHref={searchHref}
        onRemove={removeViewed}
        removeLabel="from recently viewed"
      />
    </div>
  );
}
