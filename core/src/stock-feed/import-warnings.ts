import { feedNoticeProblems } from "../feeds/feed-notice-problems";
import { countOf } from "../format/thousands";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { availabilityOf } from "../stock/availability";

/** At most this many cars are named in one warning; the rest are counted. */
const NAMED = 10;

const andMore = (all: number, named: number) => (all > named ? ` and ${all - named} more` : "");

/**
 * Issue 37 §9: cars imported without a status the site lists (in_stock, coming_soon, sold) are
 * stored but never shown; the report says so instead of "2 added" and silence.
 */
export function notShownWarnings(cars: readonly Car[]): string[] {
  const hidden = cars.filter((car) => availabilityOf(car) === "unavailable");
  if (hidden.length === 0) return [];
  const named = hidden.slice(0, NAMED).map((car) => car.id);
  return [
    `${countOf(hidden.length, "car")} will not show on the site: no status in_stock, coming_soon or sold (${named.join(", ")}${andMore(hidden.length, named.length)}).`,
  ];
}

/**
 * Issue 36 §1: NZ used and demonstrator cars whose Consumer Information Notice is incomplete are
 * imported but left out of partner feeds, and the dealer console warns; the report names them.
 */
export function noticeWarnings(cars: readonly Car[], site: SiteConfig, now: Date): string[] {
  const problems = feedNoticeProblems(cars, site, now);
  if (problems.length === 0) return [];
  const named = problems
    .slice(0, NAMED)
    .map((p) => `${p.carId} (${p.problem.replace(/^.*?: /, "missing ")})`);
  return [
    `Consumer Information Notice incomplete for ${countOf(problems.length, "car")}, left out of partner feeds until complete: ${named.join("; ")}${andMore(problems.length, named.length)}.`,
  ];
}
