import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Location } from "../../schemas/location";
import type { StaffRole } from "../../staff/roles";
import { alertRecipients } from "./alert-recipients";
import { leadDepartment } from "./department";
import {
  NO_TURNS,
  type RoundRobinTurns,
  type RoutableStaff,
  type RoutingClock,
  type RoutingFacts,
  routeLead,
  routingTeam,
} from "./route-lead";
import { DEPARTMENTS, LeadRoutingSettings } from "./routing-rules";

const open9to5 = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: "Open",
  open: "09:00",
  close: "17:00",
}));
const brisbane = Location.parse({
  id: "bne",
  name: "Brisbane",
  slug: "brisbane",
  address: { state: "QLD" },
  contact_detail: { opening_hours: open9to5 },
});
const perth = Location.parse({
  id: "per",
  name: "Perth",
  slug: "perth",
  address: { state: "WA" },
  contact_detail: { opening_hours: open9to5 },
});
const zones: Record<string, string> = { bne: "Australia/Brisbane", per: "Australia/Perth" };
const clockAt = (iso: string): RoutingClock => ({
  now: new Date(iso),
  locations: [brisbane, perth],
  calendarOf: (l) => ({ timeZone: zones[l.id] ?? "Australia/Brisbane", holidays: () => null }),
});
// Wednesday 25 November 2026, 10:00 in Brisbane (+10:00) = 08:00 in Perth (+08:00).
const BNE_OPEN_PER_CLOSED = clockAt("2026-11-25T10:00:00+10:00");
const BOTH_OPEN = clockAt("2026-11-25T12:00:00+10:00");

const staff: RoutableStaff[] = [
  { id: "own", role: "owner" },
  { id: "mgr", role: "manager" },
  { id: "ann", role: "sales" },
  { id: "bob", role: "sales" },
  { id: "cat", role: "sales" },
];
const facts = (over: Partial<RoutingFacts> = {}): RoutingFacts => ({
  kind: "vehicle-enquiry",
  department: "sales",
  location: brisbane,
  carType: "new",
  ...over,
});
const settings = LeadRoutingSettings.parse({
  teams: [{ id: "sales", name: "Sales", members: ["ann", "bob", "cat"] }],
  rules: [
    { departments: ["service"], to: { staff: "mgr" } },
    { forms: ["test-drive", "vehicle-enquiry"], to: { team: "sales" } },
  ],
  staffLocations: { cat: ["per"] },
});

describe("issue 34 §1 routing rules", () => {
  it("the first matching rule decides: a service booking goes to its staff member", () => {
    const route = routeLead(
      facts({ kind: "service-booking", department: "service" }),
      settings,
      staff,
      BOTH_OPEN,
    );
    expect(route).toEqual({ ownerId: "mgr", teamId: null, reason: "rule", turns: null });
  });

  it("a team rule goes round-robin among members working now (cat works in Perth, still closed)", () => {
    let turns: RoundRobinTurns = NO_TURNS;
    const owners: Array<string | null> = [];
    for (let i = 0; i < 4; i++) {
      const route = routeLead(facts(), settings, staff, BNE_OPEN_PER_CLOSED, turns);
      owners.push(route.ownerId);
      turns = route.turns ?? turns;
    }
    expect(owners).toEqual(["ann", "bob", "ann", "bob"]);
    expect(routingTeam(facts(), settings)).toBe("sales");
  });

  it("nobody in the team working now: the fallback owner, else the site's first owner", () => {
    const night = clockAt("2026-11-25T21:00:00+10:00");
    expect(routeLead(facts(), settings, staff, night)).toMatchObject({
      ownerId: "own",
      reason: "site-owner",
      teamId: "sales",
    });
    const withFallback = LeadRoutingSettings.parse({ ...settings, fallbackOwner: "mgr" });
    expect(routeLead(facts(), withFallback, staff, night)).toMatchObject({
      ownerId: "mgr",
      reason: "fallback",
    });
  });

  it("a rule naming someone who left the staff falls through to the fallback", () => {
    const gone = LeadRoutingSettings.parse({
      rules: [{ to: { staff: "gone" } }],
      fallbackOwner: "bob",
    });
    expect(routeLead(facts(), gone, staff, BOTH_OPEN)).toMatchObject({
      ownerId: "bob",
      reason: "fallback",
    });
  });

  it("no rules (the default): the site's first owner; no staff at all: nobody", () => {
    const none = LeadRoutingSettings.parse({});
    expect(routeLead(facts(), none, staff, BOTH_OPEN).ownerId).toBe("own");
    expect(routeLead(facts(), none, [], BOTH_OPEN)).toMatchObject({
      ownerId: null,
      reason: "no-staff",
    });
  });

  it("departments: service, parts, finance by form; used by the car; else sales", () => {
    expect(leadDepartment("service-booking", "new")).toBe("service");
    expect(leadDepartment("parts", null)).toBe("parts");
    expect(leadDepartment("finance", "used")).toBe("finance");
    expect(leadDepartment("vehicle-enquiry", "Used")).toBe("used");
    expect(leadDepartment("test-drive", "demo")).toBe("sales");
  });

  it("the alert goes to the owner, and the whole team when it is set to alert all", () => {
    const people = staff.map((s) => ({ ...s, email: `${s.id}@example.com` }));
    const team = { members: ["ann", "bob"], alertAll: true };
    expect(alertRecipients("bob", team, people).map((s) => s.id)).toEqual(["bob", "ann"]);
    expect(alertRecipients("bob", { ...team, alertAll: false }, people).map((s) => s.id)).toEqual([
      "bob",
    ]);
    expect(alertRecipients("gone", null, people)).toEqual([]);
  });
});

/* ---- properties ---- */

const roleArb = fc.constantFrom<StaffRole>("owner", "manager", "sales");
const staffArb = fc
  .uniqueArray(fc.constantFrom("s1", "s2", "s3", "s4", "s5", "s6"), { minLength: 1, maxLength: 6 })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => roleArb.map((role): RoutableStaff => ({ id, role })))),
  );
const idArb = fc.constantFrom("s1", "s2", "s3", "s4", "s5", "s6", "gone");
const settingsArb = fc
  .record({
    members: fc.uniqueArray(idArb, { minLength: 1, maxLength: 5 }),
    ruleTo: fc.oneof(
      idArb.map((staff) => ({ staff })),
      fc.constant({ team: "t" }),
    ),
    departments: fc.subarray([...DEPARTMENTS]),
    locations: fc.subarray(["bne", "per"]),
    fallbackOwner: fc.option(idArb, { nil: null }),
    limitTo: fc.option(fc.constantFrom(["bne"], ["per"]), { nil: undefined }),
  })
  .map((s) =>
    LeadRoutingSettings.parse({
      teams: [{ id: "t", name: "T", members: s.members }],
      rules: [{ departments: s.departments, locations: s.locations, to: s.ruleTo }],
      fallbackOwner: s.fallbackOwner,
      staffLocations: s.limitTo ? { [s.members[0] ?? "s1"]: s.limitTo } : {},
    }),
  );
const factsArb = fc.record({
  kind: fc.constantFrom("general", "test-drive", "service-booking", "finance"),
  department: fc.constantFrom(...DEPARTMENTS),
  location: fc.constantFrom(brisbane, perth, undefined),
  carType: fc.constantFrom("new" as const, "used" as const, null),
});
const clockArb = fc
  .integer({ min: 0, max: 14 * 24 })
  .map((h) =>
    clockAt(new Date(Date.parse("2026-11-23T00:00:00+10:00") + h * 3_600_000).toISOString()),
  );

describe("issue 34 §1 routing: properties", () => {
  it("every lead gets exactly one owner, a member of the staff, whenever the site has staff", () => {
    fc.assert(
      fc.property(factsArb, settingsArb, staffArb, clockArb, (f, s, people, clock) => {
        const route = routeLead(f, s, people, clock);
        expect(route.ownerId).not.toBeNull();
        expect(people.filter((p) => p.id === route.ownerId)).toHaveLength(1);
      }),
    );
  });

  it("round-robin spreads evenly: counts differ by at most 1 when every member works", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom("s1", "s2", "s3", "s4", "s5", "s6"), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 60 }),
        (members, leads) => {
          const team = LeadRoutingSettings.parse({
            teams: [{ id: "t", name: "T", members }],
            rules: [{ to: { team: "t" } }],
          });
          const people = members.map((id): RoutableStaff => ({ id, role: "sales" }));
          const counts = new Map<string, number>(members.map((m) => [m, 0]));
          let turns = NO_TURNS;
          for (let i = 0; i < leads; i++) {
            const route = routeLead(facts(), team, people, BOTH_OPEN, turns);
            expect(route.reason).toBe("team");
            counts.set(route.ownerId ?? "", (counts.get(route.ownerId ?? "") ?? 0) + 1);
            turns = route.turns ?? turns;
          }
          const n = [...counts.values()];
          expect(Math.max(...n) - Math.min(...n)).toBeLessThanOrEqual(1);
          expect(n.reduce((a, b) => a + b, 0)).toBe(leads);
        },
      ),
    );
  });

  it("a team lead only ever goes to a member working now", () => {
    fc.assert(
      fc.property(factsArb, staffArb, clockArb, (f, people, clock) => {
        const s = LeadRoutingSettings.parse({
          teams: [{ id: "t", name: "T", members: people.map((p) => p.id) }],
          rules: [{ to: { team: "t" } }],
          staffLocations: { s1: ["per"] },
        });
        const route = routeLead(f, s, people, clock);
        if (route.reason !== "team") return;
        if (route.ownerId === "s1" && f.location) expect(f.location.id).toBe("per");
      }),
    );
  });
});
