import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Car } from "../schemas/car";
import { defaultSiteConfig } from "../schemas/site-config";
import {
  LIMITED_LIST_SHOWN,
  limitedListFilters,
  limitedListQuery,
  parseLimitedListFilters,
  pickLimitedList,
} from "./limited-list";

describe("§7 limited-list lookup by search_filters: ':' is replaced by '='", () => {
  it("sends the site's terms with '=' for ':'", () => {
    expect(limitedListFilters("item_type:caravan AND make:Jayco")).toBe(
      "item_type=caravan AND make=Jayco",
    );
  });

  it("leaves no ':' and changes nothing else", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const out = limitedListFilters(s);
        expect(out).not.toContain(":");
        expect(out.length).toBe(s.length);
        expect(out.replaceAll("=", ":")).toBe(s.replaceAll("=", ":"));
      }),
      { numRuns: 200 },
    );
  });

  it("the lookup reads the '=' terms back as refinements", () => {
    expect(parseLimitedListFilters(limitedListFilters("item_type:caravan AND make:Jayco"))).toEqual(
      { ok: true, refinements: { item_type: ["caravan"], make: ["Jayco"] } },
    );
    expect(parseLimitedListFilters("make=Jayco AND make=Coromal")).toEqual({
      ok: true,
      refinements: { make: ["Jayco", "Coromal"] },
    });
  });

  it("refuses a term it cannot use, naming it", () => {
    expect(parseLimitedListFilters("")).toMatchObject({ ok: false });
    expect(parseLimitedListFilters("make:Jayco")).toEqual({
      ok: false,
      error: "search_filters term 'make:Jayco' needs field=value.",
    });
    expect(parseLimitedListFilters("vin=123")).toEqual({
      ok: false,
      error: "search_filters cannot filter on 'vin'.",
    });
  });

  it("queries cars that can be bought, whatever status the terms ask for", () => {
    const site = defaultSiteConfig("ll");
    const query = limitedListQuery(
      site,
      { status: ["sold"], make: ["Jayco"] },
      new Date("2026-11-23T00:00:00Z"),
    );
    expect(query.state.refinementList).toMatchObject({
      status: ["in_stock", "coming_soon"],
      make: ["Jayco"],
    });
  });

  it("never lists a sold car or the page's own car, at most six", () => {
    const car = (id: string, extra: Partial<Car> = {}) =>
      ({ id, status: "in_stock", ...extra }) as Car;
    const hits = [
      car("self"),
      car("sold", { sold: true }),
      ...Array.from({ length: 8 }, (_, i) => car(`c${i}`)),
    ];
    const listed = pickLimitedList(hits, "self");
    expect(listed.map((c) => c.id)).toEqual(["c0", "c1", "c2", "c3", "c4", "c5"]);
    expect(listed).toHaveLength(LIMITED_LIST_SHOWN);
  });
});
