"use client";

import { COMPARE_LIMIT } from "@forecourt/core/compare/compare-limit";
import { useSyncExternalStore } from "react";

/** §3 Local storage: Favourites entry. */
export type StoredCar = {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string;
};

export type ShopperList = "favourites" | "compare";

const KEYS: Record<ShopperList, string> = {
  favourites: "forecourt:favourites",
  compare: "forecourt:compare",
};
const listeners = new Set<() => void>();
const snapshots = new Map<ShopperList, { raw: string | null; cars: StoredCar[] }>();
const EMPTY: StoredCar[] = [];

function read(list: ShopperList): StoredCar[] {
  const raw = window.localStorage.getItem(KEYS[list]);
  const cached = snapshots.get(list);
  if (cached && cached.raw === raw) return cached.cars;
  let cars: StoredCar[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cars = Array.isArray(parsed) ? (parsed as StoredCar[]) : [];
  } catch {
    cars = [];
  }
  snapshots.set(list, { raw, cars });
  return cars;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The cars in one local list, kept in sync across components and tabs. */
export function useShopperList(list: ShopperList): StoredCar[] {
  return useSyncExternalStore(
    subscribe,
    () => read(list),
    () => EMPTY,
  );
}

/** Adds or removes a car; returns whether it is now in the list. */
export function toggleShopperCar(list: ShopperList, car: StoredCar): boolean {
  const cars = read(list);
  const present = cars.some((c) => c.id === car.id);
  const next = present
    ? cars.filter((c) => c.id !== car.id)
    : [...cars, car].slice(list === "compare" ? -COMPARE_LIMIT : 0);
  window.localStorage.setItem(KEYS[list], JSON.stringify(next));
  for (const listener of listeners) listener();
  return !present;
}

/** Empties one local list (compare's Clear all). */
export function clearShopperList(list: ShopperList): void {
  window.localStorage.setItem(KEYS[list], "[]");
  for (const listener of listeners) listener();
}

/** §7 analytics event (39 = save or favourite); failures are ignored. */
export function recordEvent(
  eventId: number,
  data: Record<string, string | number | boolean | null>,
): void {
  void fetch("/api/analytics", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ event_id: eventId, data }),
    keepalive: true,
  }).catch(() => undefined);
}
