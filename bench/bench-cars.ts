import type { Car, SiteConfig } from "@forecourt/core";
import { generateStock } from "@forecourt/fixtures";
import { seededRandom } from "./search-queries";

/** Cars the fixture generator makes one by one; larger stocks are varied copies of them. */
const GENERATED = 20_000;

/**
 * `count` cars for one site: the seeded fixture stock up to 20,000 cars (generating and
 * validating a car costs ~0.5 ms), beyond that copies of it with their own id, slug, stock
 * number and VIN and a varied price, km and year, so a million cars build in minutes
 * and every facet keeps the generator's spread of values.
 */
export function benchCars(site: SiteConfig, count: number): Car[] {
  const base = generateStock({ seed: 42, cars: Math.min(count, GENERATED), sites: [site] }).map(
    (s) => s.car,
  );
  if (count <= base.length) return base;
  const random = seededRandom(4242);
  const cars = base.slice();
  for (let i = base.length; i < count; i++) {
    const from = base[i % base.length] as Car;
    const n = String(i).padStart(7, "0");
    cars.push({
      ...from,
      id: `x-${n}`,
      slug: `${from.slug ?? "car"}-x${n}`,
      stocknum: `X-${n}`,
      vin: `XB${n}${String(Math.floor(random() * 1e8)).padStart(8, "0")}`,
      price: from.price == null ? null : Math.round(from.price * (0.85 + 0.3 * random())),
      km: from.km == null ? null : Math.round(from.km * (0.5 + random())),
      year: from.year == null ? null : from.year - Math.floor(random() * 3),
    });
  }
  return cars;
}
