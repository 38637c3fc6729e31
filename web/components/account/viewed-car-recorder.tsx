"use client";

import type { ViewedCar } from "@forecourt/core";
import { useEffect } from "react";

/** Records the vehicle page's car in local storage's viewed cars (§3); renders nothing. */
export function ViewedCarRecorder({ car }: { car: ViewedCar }) {
  // The car's fields are plain values: one recording per car page. The store (which checks
  // local storage) is fetched after the page is up, off its first load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the car id on purpose.
  useEffect(() => {
    void import("@/lib/account/viewed-cars").then((store) => store.rememberViewedCar(car));
  }, [car.id]);
  return null;
}
