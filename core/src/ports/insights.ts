import type { Day, LeadCount, ViewCount } from "../insights/index";

/** A search with no results as the insights keep it: no personal data, a count per day. */
export type ZeroResultSearch = { search: string; count: number };

/**
 * Issue 17 §3 Insights: daily car views and zero-result searches, and the site's leads counted
 * by car and day. Days are the dealer's (the site's time zone), YYYY-MM-DD, ranges inclusive.
 */
export interface InsightsRepository {
  /** Counts one view of a car on `day`. */
  recordView(site: string, carId: string, day: Day): Promise<void>;
  /** Counts one search with no results on `day` (`search` is core's zeroResultSearchKey). */
  recordZeroResultSearch(site: string, search: string, day: Day): Promise<void>;
  views(site: string, from: Day, to: Day): Promise<ViewCount[]>;
  /** Leads sent between `from` and `to`, days read in `timeZone`, by the car they name; spam left out. */
  leads(site: string, from: Day, to: Day, timeZone: string): Promise<LeadCount[]>;
  /** Issue 34 §4: how many leads of the range are spam (the Spam tab's, counted apart). */
  spamLeads(site: string, from: Day, to: Day, timeZone: string): Promise<number>;
  /** The most frequent zero-result searches of the range, most first, then A–Z. */
  topZeroResultSearches(
    site: string,
    from: Day,
    to: Day,
    limit: number,
  ): Promise<ZeroResultSearch[]>;
}
