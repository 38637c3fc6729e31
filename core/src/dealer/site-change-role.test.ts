import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { changedPaths, requiredRoleForSiteChange } from "./site-change-role";

const site = {
  ...defaultSiteConfig("alpha", "Alpha Motors"),
  locations: [
    {
      id: "1",
      name: "Main",
      contact_detail: { phone: "07 3000 0000", opening_hours: [{ weekday: 1, status: "Open" }] },
      special_hours: [],
    },
  ],
};
const jsonArb = fc.jsonValue({ maxDepth: 3 });
/** Documents without null: a key absent before and null after is not a change (a form's cleared field). */
const withoutNull = (v: unknown): unknown =>
  v === null
    ? 0
    : Array.isArray(v)
      ? v.map(withoutNull)
      : typeof v === "object"
        ? Object.fromEntries(Object.entries(v as object).map(([k, w]) => [k, withoutNull(w)]))
        : v;
const nullFreeJsonArb = jsonArb.map(withoutNull);

describe("changedPaths", () => {
  it("names the deepest differing paths; a resized array differs as a whole", () => {
    expect(changedPaths({ a: { b: 1, c: [1, 2] } }, { a: { b: 2, c: [1, 3] } })).toEqual([
      ["a", "b"],
      ["a", "c", 1],
    ]);
    expect(changedPaths({ a: [1] }, { a: [1, 2] })).toEqual([["a"]]);
    expect(changedPaths({ a: 1 }, {})).toEqual([["a"]]);
  });

  it("a key absent before and null after is no change; the other way round it is (seed 1034220064)", () => {
    expect(changedPaths({}, { "": null })).toEqual([]);
    expect(changedPaths({ a: null }, {})).toEqual([["a"]]);
  });

  it("property: a document does not differ from itself or a copy", () => {
    fc.assert(
      fc.property(jsonArb, (x) => {
        expect(changedPaths(x, structuredClone(x))).toEqual([]);
      }),
    );
  });

  it("property: two documents differ exactly when their JSON differs", () => {
    fc.assert(
      fc.property(nullFreeJsonArb, nullFreeJsonArb, (x, y) => {
        const same = JSON.stringify(x) === JSON.stringify(y);
        // Key order is not a difference; compare through sorted keys.
        const canon = (v: unknown): unknown =>
          Array.isArray(v)
            ? v.map(canon)
            : v && typeof v === "object"
              ? Object.fromEntries(
                  Object.entries(v as Record<string, unknown>)
                    .sort(([a], [b]) => (a < b ? -1 : 1))
                    .map(([k, w]) => [k, canon(w)]),
                )
              : v;
        const equal = JSON.stringify(canon(x)) === JSON.stringify(canon(y));
        expect(changedPaths(x, y).length === 0).toBe(equal);
        if (same) expect(changedPaths(x, y)).toEqual([]);
      }),
    );
  });
});

describe("requiredRoleForSiteChange (issue 17 §2)", () => {
  const withLocation = (change: Record<string, unknown>) => ({
    ...site,
    locations: [{ ...site.locations[0], ...change }],
  });

  it("no change needs no role", () => {
    expect(requiredRoleForSiteChange(site, structuredClone(site))).toBeNull();
  });

  it("opening and special hours are a manager's", () => {
    const hours = withLocation({
      contact_detail: { phone: "07 3000 0000", opening_hours: [{ weekday: 1, status: "Closed" }] },
    });
    expect(requiredRoleForSiteChange(site, hours)).toBe("manager");
    const special = withLocation({ special_hours: [{ date: "2026-12-25", status: "Closed" }] });
    expect(requiredRoleForSiteChange(site, special)).toBe("manager");
  });

  it("phones, menus, switches, finance, the webhook or a location's phone are an owner's", () => {
    const owner = [
      { ...site, phones: { ...site.phones, used: "07 3000 1111" } },
      { ...site, menu: [{ label: "Cars", url: "/search" }] },
      { ...site, features: { ...site.features, compare: false } },
      { ...site, finance: { ...site.finance, provider: "manual" as const } },
      { ...site, leadWebhookUrl: "https://crm.example.com/hook" },
      withLocation({ contact_detail: { phone: "07 9999 9999", opening_hours: [] } }),
      { ...site, locations: [] },
    ];
    for (const after of owner) expect(requiredRoleForSiteChange(site, after)).toBe("owner");
  });

  it("property: any change outside the hours is an owner's", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (name) => {
        fc.pre(name !== site.name);
        expect(requiredRoleForSiteChange(site, { ...site, name })).toBe("owner");
      }),
    );
  });
});

describe("issue 34 §1 lead routing is a manager's to edit", () => {
  it("a change to leadRouting alone needs a manager; with anything else, an owner", () => {
    const routed = {
      ...site,
      leadRouting: { ...site.leadRouting, fallbackOwner: "staff-1" },
    };
    expect(requiredRoleForSiteChange(site, routed)).toBe("manager");
    expect(requiredRoleForSiteChange(site, { ...routed, noPriceText: "Call us" })).toBe("owner");
  });
});
