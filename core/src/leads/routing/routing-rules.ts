import { z } from "zod";

/** Issue 34 §1: the departments a lead is routed and timed by. */
export const DEPARTMENTS = ["sales", "used", "service", "parts", "finance"] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Issue 34 §2: the first-response target when a site sets none (minutes of business time). */
export const DEFAULT_FIRST_RESPONSE_MINUTES = 15;
/** The longest first-response target a site may set: one day of business time. */
export const FIRST_RESPONSE_MINUTES_MAX = 1440;

const Id = z.string().trim().min(1, "must not be empty").max(100);
const TeamId = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens");

const Minutes = z
  .number({ error: `must be a whole number of minutes from 1 to ${FIRST_RESPONSE_MINUTES_MAX}` })
  .int(`must be a whole number of minutes from 1 to ${FIRST_RESPONSE_MINUTES_MAX}`)
  .min(1, `must be a whole number of minutes from 1 to ${FIRST_RESPONSE_MINUTES_MAX}`)
  .max(
    FIRST_RESPONSE_MINUTES_MAX,
    `must be a whole number of minutes from 1 to ${FIRST_RESPONSE_MINUTES_MAX}`,
  )
  .default(DEFAULT_FIRST_RESPONSE_MINUTES);

/** Who a matching rule gives the lead to: one staff member (by id) or a team (round-robin). */
export const RoutingTarget = z.union(
  [z.strictObject({ staff: Id }), z.strictObject({ team: TeamId })],
  { error: 'must be {"staff": "<staff id>"} or {"team": "<team id>"}' },
);
export type RoutingTarget = z.infer<typeof RoutingTarget>;

/**
 * One routing rule: it matches a lead when every list it sets holds the lead's value (an empty
 * list matches anything). Rules are tried in order; the first match decides.
 */
export const RoutingRule = z.strictObject({
  /** Site location ids. */
  locations: z.array(Id).max(100).default([]),
  departments: z.array(z.enum(DEPARTMENTS)).max(DEPARTMENTS.length).default([]),
  /** Stored lead kinds (core LeadKind: "test-drive", "finance", …). */
  forms: z.array(Id).max(20).default([]),
  carTypes: z
    .array(z.enum(["new", "demo", "used"]))
    .max(3)
    .default([]),
  to: RoutingTarget,
});
export type RoutingRule = z.infer<typeof RoutingRule>;

/** A team: its leads go round-robin among the members working now. */
export const RoutingTeam = z.strictObject({
  id: TeamId,
  name: z.string().trim().min(1, "must not be empty").max(60),
  /** Staff ids, in the order a fresh round-robin starts. */
  members: z.array(Id).min(1, "a team needs at least one member").max(100),
  /** When set, every member also gets the new-lead alert, not only the owner (issue 34 §1). */
  alertAll: z.boolean().default(false),
});
export type RoutingTeam = z.infer<typeof RoutingTeam>;

/**
 * Issue 34 §1–2: a site's lead routing (kept in its settings, edited by managers and up): rules,
 * teams, the fallback owner, the locations each staff member is limited to, and the
 * first-response target per department. The default has no rules: every lead goes to the
 * fallback owner, else the site's first owner.
 */
export const LeadRoutingSettings = z
  .strictObject({
    rules: z.array(RoutingRule).max(100).default([]),
    teams: z.array(RoutingTeam).max(50).default([]),
    /** Staff id of who owns a lead no rule or working team member takes; null: the site's first owner. */
    fallbackOwner: Id.nullable().default(null),
    /** Staff id → the location ids they work at; a member not listed works at every location. */
    staffLocations: z.record(Id, z.array(Id).min(1).max(100)).default({}),
    firstResponseMinutes: z
      .strictObject({
        sales: Minutes,
        used: Minutes,
        service: Minutes,
        parts: Minutes,
        finance: Minutes,
      })
      .default({
        sales: DEFAULT_FIRST_RESPONSE_MINUTES,
        used: DEFAULT_FIRST_RESPONSE_MINUTES,
        service: DEFAULT_FIRST_RESPONSE_MINUTES,
        parts: DEFAULT_FIRST_RESPONSE_MINUTES,
        finance: DEFAULT_FIRST_RESPONSE_MINUTES,
      }),
  })
  .superRefine((settings, ctx) => {
    const teams = new Set<string>();
    settings.teams.forEach((team, i) => {
      if (teams.has(team.id)) {
        ctx.addIssue({ code: "custom", path: ["teams", i, "id"], message: "is used twice" });
      }
      teams.add(team.id);
    });
    settings.rules.forEach((rule, i) => {
      if ("team" in rule.to && !teams.has(rule.to.team)) {
        ctx.addIssue({ code: "custom", path: ["rules", i, "to", "team"], message: "no such team" });
      }
    });
  });
export type LeadRoutingSettings = z.infer<typeof LeadRoutingSettings>;

/** Every staff id the settings name (rules, teams, fallback, location limits), for a shell to check. */
export function routingStaffIds(
  settings: LeadRoutingSettings,
): Array<{ path: string; id: string }> {
  const named: Array<{ path: string; id: string }> = [];
  settings.rules.forEach((rule, i) => {
    if ("staff" in rule.to) named.push({ path: `rules.${i}.to.staff`, id: rule.to.staff });
  });
  settings.teams.forEach((team, i) => {
    team.members.forEach((id, j) => {
      named.push({ path: `teams.${i}.members.${j}`, id });
    });
  });
  if (settings.fallbackOwner) named.push({ path: "fallbackOwner", id: settings.fallbackOwner });
  for (const id of Object.keys(settings.staffLocations)) {
    named.push({ path: `staffLocations.${id}`, id });
  }
  return named;
}
