import type { LeadRouter } from "../../ports/leads";
import type { Car } from "../../schemas/car";
import type { SiteConfig } from "../../schemas/site-config";
import { leadLocation } from "../lead-render-context";
import type { ValidLead } from "../validate-lead";
import { leadDepartment, routingCarType } from "./department";
import { leadFirstResponseDue } from "./first-response";
import {
  type RoutableStaff,
  type RoutingClock,
  type RoutingFacts,
  routeLead,
  routingTeam,
} from "./route-lead";

/** What routing reads of a validated lead: its kind, department, location and car type. */
export function routingFacts(site: SiteConfig, lead: ValidLead, car: Car | null): RoutingFacts {
  return {
    kind: lead.kind,
    department: leadDepartment(lead.kind, car?.car_type),
    location: leadLocation(lead, { site, car }),
    carType: routingCarType(car?.car_type),
  };
}

/**
 * Issue 34 §1–2: how the store routes a new lead arriving at `now`: its due time (business time
 * of its location) and, given its team's round-robin position, its one owner.
 */
export function leadRouter(
  site: SiteConfig,
  lead: ValidLead,
  car: Car | null,
  staff: readonly RoutableStaff[],
  now: Date,
  calendarOf: RoutingClock["calendarOf"],
): LeadRouter {
  const facts = routingFacts(site, lead, car);
  const settings = site.leadRouting;
  const clock: RoutingClock = { now, locations: site.locations, calendarOf };
  const firstResponseDueAt = leadFirstResponseDue(facts, settings, now, clock);
  return {
    team: routingTeam(facts, settings),
    route(turns) {
      const { ownerId, teamId, turns: after } = routeLead(facts, settings, staff, clock, turns);
      return { ownerId, teamId, firstResponseDueAt, turns: after };
    },
  };
}
