/**
 * Issue 30 §9: what anonymous shoppers' requests may add to the counts a dealer reads. A car's
 * view counts once per visitor, car and dealer day; a client's searches with no results join the
 * managers' list at most ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY times a dealer day. A visitor is
 * named by an opaque token the caller derives (never an address or anything personal).
 */

/** How many searches with no results one client may add to the managers' list in a dealer day. */
export const ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY = 20;

/** How long a day's count is kept: past the end of any dealer day, whatever its time zone. */
export const DAY_COUNT_WINDOW_MS = 2 * 24 * 60 * 60_000;

/** The counter key of one visitor's views of one car on one dealer day. */
export function carViewKey(site: string, carId: string, day: string, visitor: string): string {
  return `view-once:${site}:${day}:${visitor}:${carId}`;
}

/** The counter key of one client's zero-result searches on one dealer day. */
export function zeroResultQuotaKey(site: string, day: string, visitor: string): string {
  return `zero-result:${site}:${day}:${visitor}`;
}

/** Whether a view is counted: only the first of the visitor's views of the car that day. */
export function viewCounts(viewsByVisitorToday: number): boolean {
  return viewsByVisitorToday === 1;
}

/** Whether a zero-result search joins the managers' list: the client's first few that day. */
export function zeroResultSearchKept(searchesByClientToday: number): boolean {
  return searchesByClientToday <= ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY;
}
