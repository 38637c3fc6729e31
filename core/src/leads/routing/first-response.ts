import { type BusinessCalendar, departmentHoursType, firstResponseDue } from "./business-time";
import type { RoutingClock, RoutingFacts } from "./route-lead";
import type { LeadRoutingSettings } from "./routing-rules";

const MINUTE = 60_000;

/**
 * Issue 34 §2: when a lead is due its first response: its department's target (the site's
 * setting, 15 minutes by default) in the business time of its location, else of the site's
 * first location; wall-clock time when the site has no locations.
 */
export function leadFirstResponseDue(
  facts: RoutingFacts,
  settings: LeadRoutingSettings,
  arrivedAt: Date,
  clock: Pick<RoutingClock, "locations" | "calendarOf">,
): Date {
  const minutes = settings.firstResponseMinutes[facts.department];
  const location = facts.location ?? clock.locations[0];
  if (!location) return new Date(arrivedAt.getTime() + minutes * MINUTE);
  const calendar: BusinessCalendar = clock.calendarOf(location);
  const hoursType = departmentHoursType(location, facts.department);
  return firstResponseDue(arrivedAt, minutes, location, calendar, hoursType);
}

/** Where a lead stands against its first-response target, as the inbox shows it. */
export type FirstResponseState =
  | { state: "none" }
  | { state: "due"; dueAt: Date }
  | { state: "overdue"; dueAt: Date; overdueMinutes: number }
  | { state: "answered"; dueAt: Date | null; tookMinutes: number; withinTarget: boolean | null };

/**
 * Issue 34 §2: answered (and how long it took from arrival, in whole minutes), else due or
 * overdue at `now`; "none" for a lead from before routing, with no due time.
 */
export function firstResponseState(
  lead: { createdAt: Date; firstResponseDueAt: Date | null; firstResponseAt: Date | null },
  now: Date,
): FirstResponseState {
  const { createdAt, firstResponseDueAt: dueAt, firstResponseAt: answeredAt } = lead;
  if (answeredAt) {
    return {
      state: "answered",
      dueAt,
      tookMinutes: Math.max(0, Math.round((answeredAt.getTime() - createdAt.getTime()) / MINUTE)),
      withinTarget: dueAt ? answeredAt.getTime() <= dueAt.getTime() : null,
    };
  }
  if (!dueAt) return { state: "none" };
  if (now.getTime() <= dueAt.getTime()) return { state: "due", dueAt };
  const overdueMinutes = Math.floor((now.getTime() - dueAt.getTime()) / MINUTE);
  return { state: "overdue", dueAt, overdueMinutes };
}
