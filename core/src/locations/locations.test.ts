import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Location, type Location as LocationT } from "../schemas/location";
import { filterLocations } from "./filter";
import { groupLocationsByName } from "./grouping";
import {
  contactUsSlug,
  dealerLicenceLabel,
  dealershipNameOf,
  locationCardLayout,
  motorVehicleRepairerLabel,
} from "./labels";
import {
  compareLocationTabTypes,
  LOCATION_TAB_ORDER,
  locationTabLabel,
  locationTabType,
} from "./location-type";

const loc = (id: string, name: string, extra: Record<string, unknown> = {}): LocationT =>
  Location.parse({ id, name, slug: id, ...extra });

describe("§2 location tabs", () => {
  it("order (empty), sales, used, service, parts; empty shown as sales", () => {
    expect(LOCATION_TAB_ORDER).toEqual(["", "sales", "used", "service", "parts"]);
    expect(locationTabLabel("")).toBe("Sales");
    expect(locationTabLabel("service")).toBe("Service");
  });

  it("a location_subtype containing 'pre-owned sales' makes the type used", () => {
    expect(
      locationTabType({ location_type: "sales", location_subtype: "Toyota Pre-Owned Sales" }),
    ).toBe("used");
    expect(locationTabType({ location_type: "sales", location_subtype: "buying" })).toBe("sales");
    expect(locationTabType({ location_type: null })).toBe("");
  });

  const typeArb = fc.constantFrom("", "sales", "used", "service", "parts", "buying", "fleet");
  it("property: the tab order is total, antisymmetric, transitive and matches the spec's list", () => {
    fc.assert(
      fc.property(typeArb, typeArb, typeArb, (a, b, c) => {
        const ab = Math.sign(compareLocationTabTypes(a, b));
        expect(ab + Math.sign(compareLocationTabTypes(b, a))).toBe(0);
        expect(compareLocationTabTypes(a, b) === 0).toBe(a === b);
        if (compareLocationTabTypes(a, b) <= 0 && compareLocationTabTypes(b, c) <= 0) {
          expect(compareLocationTabTypes(a, c)).toBeLessThanOrEqual(0);
        }
      }),
    );
    expect([...LOCATION_TAB_ORDER].reverse().sort(compareLocationTabTypes)).toEqual([
      ...LOCATION_TAB_ORDER,
    ]);
  });
});

describe("§2 grouping by name, visible only", () => {
  const list = [
    loc("1", "Brisbane Toyota", { location_type: "service" }),
    loc("2", "Ipswich Mazda", { location_type: "sales" }),
    loc("3", "Brisbane Toyota", { location_type: "" }),
    loc("4", "Brisbane Toyota", { location_type: "parts" }),
    loc("5", "Brisbane Toyota", { location_type: "sales", location_subtype: "Pre-Owned Sales" }),
    loc("6", "Hidden", { visible: false }),
  ];

  it("one card per name, tabs in order", () => {
    const groups = groupLocationsByName(list);
    expect(groups.map((g) => g.name)).toEqual(["Brisbane Toyota", "Ipswich Mazda"]);
    expect(groups[0]?.tabs.map((t) => [t.location.id, t.label])).toEqual([
      ["3", "Sales"],
      ["5", "Used"],
      ["1", "Service"],
      ["4", "Parts"],
    ]);
  });

  it("a trailing Sales, Service or Parts word does not split a dealership's card", () => {
    const groups = groupLocationsByName([
      loc("1", "Springwood Subaru Service", { location_type: "service" }),
      loc("2", "Springwood Subaru Sales", { location_type: "sales" }),
      loc("3", "Springwood  Subaru parts", { location_type: "parts" }),
      loc("4", "Springwood Subaru Pre-Owned", { location_type: "used" }),
    ]);
    expect(groups.map((g) => [g.name, g.tabs.map((t) => t.label)])).toEqual([
      ["Springwood Subaru", ["Sales", "Service", "Parts"]],
      ["Springwood Subaru Pre-Owned", ["Used"]],
    ]);
  });

  it("property: keeps exactly the visible locations, tabs sorted and stable", () => {
    const arb = fc.array(
      fc.record({
        name: fc.constantFrom("A", "B", "C"),
        location_type: fc.constantFrom("", "sales", "used", "service", "parts"),
        visible: fc.boolean(),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const locations = rows.map((r, i) => loc(String(i + 1), r.name, r));
        const groups = groupLocationsByName(locations);
        const ids = groups.flatMap((g) => g.tabs.map((t) => t.location.id)).sort();
        expect(ids).toEqual(
          locations
            .filter((l) => l.visible)
            .map((l) => l.id)
            .sort(),
        );
        for (const g of groups) {
          const types = g.tabs.map((t) => t.type);
          expect(types).toEqual([...types].sort(compareLocationTabTypes));
          expect(new Set(g.tabs.map((t) => t.location.name))).toEqual(new Set([g.name]));
          // Stable: tabs of the same type keep the feed order.
          for (const type of new Set(types)) {
            const ids = g.tabs.filter((t) => t.type === type).map((t) => Number(t.location.id));
            expect(ids).toEqual([...ids].sort((x, y) => x - y));
          }
        }
      }),
    );
  });
});

describe("§2 locations filter", () => {
  const list = [
    loc("1", "Brisbane Toyota", {
      location_type: "service",
      address: { street: "1 Main St", postcode: "4000" },
    }),
    loc("2", "Ipswich Mazda", {
      location_type: "",
      address: { street: "9 Queen Rd", postcode: "4305" },
    }),
  ];
  it.each([
    ["brisbane", ["1"]],
    ["4305", ["2"]],
    ["QUEEN", ["2"]],
    ["Service", ["1"]],
    ["sales", ["2"]],
    ["  ", ["1", "2"]],
    ["nowhere", []],
  ])("%j → %j", (q, ids) => {
    expect(filterLocations(list, q).map((l) => l.id)).toEqual(ids);
  });
});

describe("§2 labels and slugs", () => {
  it("DL# followed by the number", () => {
    expect(dealerLicenceLabel("3770")).toBe("DL# 3770");
    expect(dealerLicenceLabel("")).toBeNull();
    expect(motorVehicleRepairerLabel("45123")).toBe("MRB 45123");
    // The feed's own prefix is not repeated.
    expect(motorVehicleRepairerLabel("MRB 45123")).toBe("MRB 45123");
    expect(motorVehicleRepairerLabel("MRB12345")).toBe("MRB 12345");
    expect(motorVehicleRepairerLabel("mrb# 9")).toBe("MRB 9");
    expect(motorVehicleRepairerLabel("MRB")).toBeNull();
  });

  it.each([
    ["Brisbane Toyota Sales", "brisbane-toyota"],
    ["Brisbane Toyota Service", "brisbane-toyota"],
    ["Brisbane Toyota parts", "brisbane-toyota"],
    ["Sales & Service Centre", "sales-service-centre"],
    ["North Lakes Mazda", "north-lakes-mazda"],
  ])("contact-us slug %j → %j", (name, slug) => {
    expect(contactUsSlug(name)).toBe(slug);
  });

  it.each([
    ["Springwood Subaru Sales", "Springwood Subaru"],
    ["  Springwood   Subaru SERVICE ", "Springwood Subaru"],
    ["Sales", "Sales"],
    ["Eagle Farm Trucks", "Eagle Farm Trucks"],
  ])("dealership name of %j → %j", (name, dealership) => {
    expect(dealershipNameOf(name)).toBe(dealership);
  });

  it("§9 swipe hint above 3 locations, item width above 4", () => {
    expect(locationCardLayout(3)).toEqual({ swipeHint: false, narrowItems: false });
    expect(locationCardLayout(4)).toEqual({ swipeHint: true, narrowItems: false });
    expect(locationCardLayout(5)).toEqual({ swipeHint: true, narrowItems: true });
  });
});
