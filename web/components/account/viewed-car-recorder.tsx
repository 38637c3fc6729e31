"use client";

import type { ViewedCar } from "@forecourt/core";
import { useEffect } from "react";
import { rememberViewedCar } from "@/lib/account/viewed-cars";

/** Records the vehicle page's car in local storage's viewed cars (§3); renders nothing. */
export function ViewedCarRecorder({ car }: { car: ViewedCar }) {
  // The car's fields are plain values: one recording per car page. The store is a few hundred
  // bytes: a chunk of its own cost more than it saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the car id on purpose.
  useEffect(() => rememberViewedCar(car), [car.id]);
  return null;
}
