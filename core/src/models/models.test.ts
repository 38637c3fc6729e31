import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { modelDropdownDescription, modelMenuLink } from "./model-menu";
import {
  bodyStyleLabel,
  bodyStylesOf,
  showsBodyStyleSelector,
  variantTabsLayout,
  visibleFeatures,
  wrapIndex,
} from "./model-page";

const colours = (styles: string[], perStyle: number) =>
  styles.flatMap((oem_id) => Array.from({ length: perStyle }, () => ({ oem_id })));

describe("§2 model page", () => {
  it.each([
    [1, { slider: false, arrows: false }],
    [2, { slider: false, arrows: false }],
    [3, { slider: true, arrows: false }],
    [4, { slider: true, arrows: true }],
    [5, { slider: true, arrows: true }],
  ])("%i variants: a slider for more than 2, arrows for 4 or more", (count, layout) => {
    expect(variantTabsLayout(count)).toEqual(layout);
  });

  it("the body-style selector needs 3 or more body styles and more than 15 colours", () => {
    expect(showsBodyStyleSelector(colours(["single_cab", "extra_cab", "dual_cab"], 7))).toBe(true);
    // 15 colours is not more than 15.
    expect(showsBodyStyleSelector(colours(["single_cab", "extra_cab", "dual_cab"], 5))).toBe(false);
    expect(showsBodyStyleSelector(colours(["hatch", "sedan"], 10))).toBe(false);
    expect(bodyStylesOf([{ oem_id: "wagon" }, { oem_id: null }, { oem_id: "wagon" }])).toEqual([
      "wagon",
    ]);
    expect(bodyStyleLabel("dual_cab")).toBe("Dual Cab");
    expect(bodyStyleLabel("2_door")).toBe("2 Door");
  });

  it("colour arrows wrap around", () => {
    expect(wrapIndex(0, -1, 7)).toBe(6);
    expect(wrapIndex(6, 1, 7)).toBe(0);
    expect(wrapIndex(3, 1, 7)).toBe(4);
    expect(wrapIndex(0, 1, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(100), (count, start) => {
        const i = start % count;
        const next = wrapIndex(i, 1, count);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
        expect(wrapIndex(next, -1, count)).toBe(i);
      }),
    );
  });

  it("the feature list shows 8, then all after View more", () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `f${i}`);
    expect(visibleFeatures(eleven, false)).toEqual({ items: eleven.slice(0, 8), more: true });
    expect(visibleFeatures(eleven, true)).toEqual({ items: eleven, more: true });
    expect(visibleFeatures(eleven.slice(0, 8), false)).toEqual({
      items: eleven.slice(0, 8),
      more: false,
    });
  });
});

describe("§9 New Vehicles dropdown", () => {
  it("descriptions are truncated to 75 characters", () => {
    const long = "Australia's best-selling ute, in single, extra and double cab, with 4x4 and 4x2.";
    expect(long.length).toBeGreaterThan(75);
    expect(modelDropdownDescription(long)).toBe(`${long.slice(0, 75)}...`);
    expect(modelDropdownDescription("Hybrid SUV.")).toBe("Hybrid SUV.");
    expect(modelDropdownDescription("x".repeat(75))).toBe("x".repeat(75));
    expect(modelDropdownDescription("  ")).toBeNull();
    expect(modelDropdownDescription(null)).toBeNull();
  });

  it("a model links to its page; a coming-soon model to the register-interest form", () => {
    expect(modelMenuLink({ slug: "hilux", name: "HiLux", status: "available" })).toBe(
      "/models/hilux",
    );
    expect(modelMenuLink({ slug: "bz-woodland", name: "bZ Woodland", status: "coming_soon" })).toBe(
      "/models#form-section",
    );
  });
});
