"use client";

import { toggleCompare } from "@forecourt/core/compare/compare-list";
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

/** The cars in one local list now (outside React: an effect reading the stored list). */
export function readShopperList(list: ShopperList): StoredCar[] {
  return read(list);
}

/** The cars in one local list, kept in sync across components and tabs. */
export function useShopperList(list: ShopperList): StoredCar[] {
  return useSyncExternalStore(
    subscribe,
    () => read(list),
    () => EMPTY,
  );
}

function write(list: ShopperList, cars: StoredCar[]): void {
  window.localStorage.setItem(KEYS[list], JSON.stringify(cars));
  for (const listener of listeners) listener();
}

/**
 * Adds or removes a car; returns whether it is now in the list. A full compare list refuses the
 * car (core's toggleCompare) and raises the compare notice instead of dropping another car.
 */
export function toggleShopperCar(list: ShopperList, car: StoredCar): boolean {
  const cars = read(list);
  if (list === "compare") {
    const next = toggleCompare(
      cars.map((c) => c.id),
      car.id,
    );
    if (next.outcome === "full") {
      setCompareNotice(true);
      return false;
    }
    setCompareNotice(false);
    write(
      list,
      next.ids.map((id) => cars.find((c) => c.id === id) ?? car),
    );
    return next.outcome === "added";
  }
  const present = cars.some((c) => c.id === car.id);
  write(list, present ? cars.filter((c) => c.id !== car.id) : [...cars, car]);
  return !present;
}

/** Removes one car from a local list (the Saved screen's Remove). */
export function removeShopperCar(list: ShopperList, id: string): void {
  write(
    list,
    read(list).filter((c) => c.id !== id),
  );
  if (list === "compare") setCompareNotice(false);
}

/** Replaces the compare list (a shared /compare?cars= address opened on this browser). */
export function setShopperList(list: ShopperList, cars: StoredCar[]): void {
  write(list, cars);
}

let compareNotice = false;
const noticeListeners = new Set<() => void>();

function setCompareNotice(shown: boolean): void {
  if (compareNotice === shown) return;
  compareNotice = shown;
  for (const listener of noticeListeners) listener();
}

/** Whether the shopper just chose Compare on a car while the list was full. */
export function useCompareNotice(): [boolean, () => void] {
  const shown = useSyncExternalStore(
    (listener) => {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    () => compareNotice,
    () => false,
  );
  return [shown, () => setCompareNotice(false)];
}

/** Empties one local list (compare's Clear all). */
export function clearShopperList(list: ShopperList): void {
  write(list, []);
  if (list === "compare") setCompareNotice(false);
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
