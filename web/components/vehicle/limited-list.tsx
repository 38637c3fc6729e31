"use client";

import type { Car } from "@forecourt/core";
import { carTitle } from "@forecourt/core/navigation/breadcrumbs";
import { useRef } from "react";
import Link from "@/components/link";
import { useCarsWhenNear } from "./use-cars-when-near";

type ListedCar = Pick<Car, "id" | "slug" | "name" | "year" | "make" | "model">;
type Props = {
  heading: string;
  /** The lookup's search_filters, already in its `field=value` form (core limitedListFilters). */
  filters: string;
  /** The page's own car, left out of the list. */
  carId: string;
};

/**
 * §7 the limited list: up to 6 cars from GET /api/cars/limited-list?search_filters=…, fetched as
 * the block nears the viewport; nothing shows when the lookup fails or finds nothing (§8, console
 * only).
 * Names and links only: the cars' prices are on their own pages.
 */
export function LimitedList({ heading, filters, carId }: Props) {
  const section = useRef<HTMLElement>(null);
  const query = new URLSearchParams({ search_filters: filters, except: carId });
  const load = useCarsWhenNear<ListedCar>(
    section,
    `/api/cars/limited-list?${query}`,
    "limited list",
  );
  const cars = load.kind === "loaded" ? load.cars : [];

  // An empty block until cars arrive (watched for nearness, no height): nothing found, nothing shown.
  return (
    <section
      ref={section}
      aria-labelledby={cars.length > 0 ? "limited-list-h" : undefined}
      className={cars.length > 0 ? "mt-10" : undefined}
      data-testid="limited-list"
    >
      {cars.length > 0 ? (
        <>
          <h2 id="limited-list-h" className="text-2xl font-bold">
            {heading}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {cars.map((car) => (
              <li key={car.id}>
                <Link
                  href={`/cars/${encodeURIComponent(car.slug ?? car.id)}`}
                  className="block rounded-lg border border-gray-300 p-3 font-semibold text-gray-900 underline-offset-2 hover:underline"
                >
                  {car.name?.trim() || carTitle(car)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
