import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { consumerInformationNotice, noticeProblem } from "../stock/consumer-information-notice";

export interface FeedNoticeProblem {
  carId: string;
  stocknum: string | null;
  /** "Consumer Information Notice incomplete: Security interest, Odometer reading". */
  problem: string;
}

/**
 * Issue 36 §1: the cars a New Zealand site's feeds leave out because their Consumer Information
 * Notice is incomplete, so an export flags each one instead of dropping it silently.
 */
export function feedNoticeProblems(
  cars: readonly Car[],
  site: SiteConfig,
  now: Date,
): FeedNoticeProblem[] {
  const problems: FeedNoticeProblem[] = [];
  for (const car of cars) {
    const problem = noticeProblem(consumerInformationNotice(site, car, now));
    if (problem) problems.push({ carId: car.id, stocknum: car.stocknum ?? null, problem });
  }
  return problems;
}
