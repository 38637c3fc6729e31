import { z } from "zod";

/** Staff roles, lowest first (issue 17 §2): each role can do everything the ones before it can. */
export const STAFF_ROLES = ["sales", "manager", "owner"] as const;
export const StaffRole = z.enum(STAFF_ROLES, {
  error: () => "Choose owner, manager or sales.",
});
export type StaffRole = z.infer<typeof StaffRole>;

/** A role's place in sales < manager < owner. */
export const roleRank = (role: StaffRole): number => STAFF_ROLES.indexOf(role);

/** True when `role` is `needed` or above it. */
export const hasRole = (role: StaffRole, needed: StaffRole): boolean =>
  roleRank(role) >= roleRank(needed);

/**
 * What each area of the dealer console needs (issue 17 §2): sales see and work leads; managers
 * also give leads to other staff (issue 34 §1), edit stock and hours; owners also edit site
 * settings, staff and the webhook.
 */
export const DEALER_ABILITIES = {
  leads: "sales",
  assignLeads: "manager",
  stock: "manager",
  hours: "manager",
  insights: "manager",
  settings: "owner",
  staff: "owner",
  webhook: "owner",
  audit: "owner",
} as const satisfies Record<string, StaffRole>;
export type DealerAbility = keyof typeof DEALER_ABILITIES;

/** The lowest role that may use `ability`. */
export const roleFor = (ability: DealerAbility): StaffRole => DEALER_ABILITIES[ability];

/** Whether `role` may use `ability`. */
export const can = (role: StaffRole, ability: DealerAbility): boolean =>
  hasRole(role, roleFor(ability));

/** Every ability `role` has, in the table's order (the console shows only these). */
export const abilitiesOf = (role: StaffRole): DealerAbility[] =>
  (Object.keys(DEALER_ABILITIES) as DealerAbility[]).filter((a) => can(role, a));
