import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  abilitiesOf,
  can,
  DEALER_ABILITIES,
  type DealerAbility,
  hasRole,
  roleFor,
  roleRank,
  STAFF_ROLES,
  StaffRole,
} from "./roles";

const role = fc.constantFrom(...STAFF_ROLES);
const ability = fc.constantFrom(...(Object.keys(DEALER_ABILITIES) as DealerAbility[]));

describe("staff roles", () => {
  it("order sales < manager < owner", () => {
    expect(STAFF_ROLES.map(roleRank)).toEqual([0, 1, 2]);
    expect(hasRole("sales", "manager")).toBe(false);
    expect(hasRole("owner", "manager")).toBe(true);
  });

  it("hasRole is a total order: reflexive, antisymmetric, transitive, total (property)", () => {
    fc.assert(
      fc.property(role, role, role, (x, y, z) => {
        expect(hasRole(x, x)).toBe(true);
        if (hasRole(x, y) && hasRole(y, x)) expect(x).toBe(y);
        if (hasRole(x, y) && hasRole(y, z)) expect(hasRole(x, z)).toBe(true);
        expect(hasRole(x, y) || hasRole(y, x)).toBe(true);
      }),
    );
  });

  it("a higher role can do everything a lower one can (property)", () => {
    fc.assert(
      fc.property(role, role, ability, (low, high, a) => {
        fc.pre(hasRole(high, low));
        if (can(low, a)) expect(can(high, a)).toBe(true);
      }),
    );
  });

  it("the issue's table: sales work leads; managers also assign them, stock and hours; owners also settings, staff, webhook", () => {
    expect(abilitiesOf("sales")).toEqual(["leads"]);
    expect(abilitiesOf("manager")).toEqual(["leads", "assignLeads", "stock", "hours", "insights"]);
    expect(abilitiesOf("owner")).toEqual(Object.keys(DEALER_ABILITIES));
    expect(can("manager", "settings")).toBe(false);
    expect(can("manager", "webhook")).toBe(false);
    expect(can("sales", "stock")).toBe(false);
    // Issue 34 §1: a manager (or owner) gives a lead to another member; sales see the owner only.
    expect(roleFor("assignLeads")).toBe("manager");
    expect(can("sales", "assignLeads")).toBe(false);
  });

  it("refuses an unknown role with a message naming the field", () => {
    const result = StaffRole.safeParse("boss");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose owner, manager or sales.");
  });
});
