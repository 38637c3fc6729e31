import type { HoursLocation } from "../../locations/open-status";
import type { Location } from "../../schemas/location";
import type { StaffRole } from "../../staff/roles";
import { type BusinessCalendar, departmentHoursType, openAt } from "./business-time";
import type { Department, LeadRoutingSettings, RoutingTarget, RoutingTeam } from "./routing-rules";

/** What routing reads of a lead: its kind, department, location and car type. */
export interface RoutingFacts {
  kind: string;
  department: Department;
  /** The site location the lead is for (core leadLocation), if any. */
  location: Location | undefined;
  carType: "new" | "demo" | "used" | null;
}

/** The staff routing may pick, in the site's order (oldest member first). */
export interface RoutableStaff {
  id: string;
  role: StaffRole;
}

/**
 * A team's round-robin position, kept by the store per team so every instance counts once:
 * the turn number each member last took a lead on, and the next turn's number.
 */
export interface RoundRobinTurns {
  next: number;
  last: Record<string, number>;
}

export const NO_TURNS: RoundRobinTurns = { next: 0, last: {} };

/** Why the owner was chosen, for the inbox and the audit. */
export type RouteReason = "rule" | "team" | "fallback" | "site-owner" | "no-staff";

export interface LeadRoute {
  /** The one owner; null only when the site has no staff at all. */
  ownerId: string | null;
  /** The team the lead went to (its alert may go to every member), else null. */
  teamId: string | null;
  reason: RouteReason;
  /** The team's round-robin position after this lead; null when no team took a turn. */
  turns: RoundRobinTurns | null;
}

const matches = <T>(wanted: readonly T[], value: T | null | undefined) =>
  wanted.length === 0 || (value !== null && value !== undefined && wanted.includes(value));

/** Issue 34 §1: the first rule (in order) that matches the lead decides its target; null if none. */
export function routingTarget(
  facts: RoutingFacts,
  settings: LeadRoutingSettings,
): RoutingTarget | null {
  const rule = settings.rules.find(
    (r) =>
      matches(r.locations, facts.location?.id) &&
      matches(r.departments, facts.department) &&
      matches(r.forms, facts.kind) &&
      matches(r.carTypes, facts.carType),
  );
  return rule?.to ?? null;
}

/** The team a lead's rule sends it to, if any: the store loads that team's turns for routeLead. */
export function routingTeam(facts: RoutingFacts, settings: LeadRoutingSettings): string | null {
  const target = routingTarget(facts, settings);
  return target && "team" in target ? target.team : null;
}

/** Where a member works: the locations they are limited to, or every location when not limited. */
const worksAt = (settings: LeadRoutingSettings, staffId: string, locationId: string) => {
  const limited = settings.staffLocations[staffId];
  return !limited || limited.includes(locationId);
};

export interface RoutingClock {
  now: Date;
  /** The site's locations (a member limited to some works when one of them is open). */
  locations: readonly Location[];
  /** A location's zone and holidays (core locationCalendar). */
  calendarOf: (
    location: HoursLocation & Pick<Location, "address" | "time_zone">,
  ) => BusinessCalendar;
}

/**
 * Whether a member is working now: the lead's location is open (for the lead's department) and
 * they work there, or, for a lead without a location, one of their locations is open. A site
 * without locations has no hours to keep, so everyone works.
 */
function workingNow(
  staffId: string,
  facts: RoutingFacts,
  settings: LeadRoutingSettings,
  clock: RoutingClock,
  openNow: Map<string, boolean>,
): boolean {
  // Each location's hours are read once per lead, however many members work there.
  const open = (location: Location) => {
    let known = openNow.get(location.id);
    if (known === undefined) {
      const hoursType = departmentHoursType(location, facts.department);
      known = openAt(location, clock.now, hoursType, clock.calendarOf(location));
      openNow.set(location.id, known);
    }
    return known;
  };
  if (facts.location) {
    return worksAt(settings, staffId, facts.location.id) && open(facts.location);
  }
  if (clock.locations.length === 0) return true;
  return clock.locations.some((l) => worksAt(settings, staffId, l.id) && open(l));
}

/**
 * The team member working now whose last turn is oldest (never taken first, then the team's
 * order): a plain rotation while everyone works, which skips whoever is off.
 */
function takeTurn(
  team: RoutingTeam,
  staff: ReadonlySet<string>,
  turns: RoundRobinTurns,
  working: (id: string) => boolean,
): { ownerId: string; turns: RoundRobinTurns } | null {
  let chosen: string | null = null;
  let chosenLast = Number.POSITIVE_INFINITY;
  for (const id of team.members) {
    if (!staff.has(id) || !working(id)) continue;
    const last = turns.last[id] ?? -1;
    if (last < chosenLast) {
      chosen = id;
      chosenLast = last;
    }
  }
  if (chosen === null) return null;
  const last: Record<string, number> = {};
  // Only current members are kept, so a removed member's turn does not linger in the store.
  for (const id of team.members) {
    const turn = turns.last[id];
    if (turn !== undefined) last[id] = turn;
  }
  last[chosen] = turns.next;
  return { ownerId: chosen, turns: { next: turns.next + 1, last } };
}

/**
 * Issue 34 §1: the one owner of a lead on arrival. The first matching rule's staff member (when
 * still on the staff), or its team's next member working now (round-robin, `turns` from the
 * store); else the fallback owner; else the site's first owner; else its first member.
 */
export function routeLead(
  facts: RoutingFacts,
  settings: LeadRoutingSettings,
  staff: readonly RoutableStaff[],
  clock: RoutingClock,
  turns: RoundRobinTurns = NO_TURNS,
): LeadRoute {
  const onStaff = new Set(staff.map((s) => s.id));
  const openNow = new Map<string, boolean>();
  const target = routingTarget(facts, settings);
  if (target && "staff" in target && onStaff.has(target.staff)) {
    return { ownerId: target.staff, teamId: null, reason: "rule", turns: null };
  }
  if (target && "team" in target) {
    const team = settings.teams.find((t) => t.id === target.team);
    const taken = team
      ? takeTurn(team, onStaff, turns, (id) => workingNow(id, facts, settings, clock, openNow))
      : null;
    if (team && taken) {
      return { ownerId: taken.ownerId, teamId: team.id, reason: "team", turns: taken.turns };
    }
  }
  const teamId = target && "team" in target ? target.team : null;
  if (settings.fallbackOwner && onStaff.has(settings.fallbackOwner)) {
    return { ownerId: settings.fallbackOwner, teamId, reason: "fallback", turns: null };
  }
  const first = staff.find((s) => s.role === "owner") ?? staff[0];
  if (first) return { ownerId: first.id, teamId, reason: "site-owner", turns: null };
  return { ownerId: null, teamId, reason: "no-staff", turns: null };
}
