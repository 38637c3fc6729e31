import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inkOn, siteIconSvg, siteInitials } from "./site-icon";

describe("siteInitials", () => {
  it.each([
    ["Brisbane Motor Group", "BMG"],
    ["Sunshine Coast Toyota", "SCT"],
    ["Bayside RV", "BR"],
    ["Harbour City Motors", "HCM"],
    ["Smithfield Car Outlet", "SCO"],
    ["Jayco", "JA"],
    ["Land of the Long White Cloud Cars", "LLW"],
    ["", "?"],
  ])("%s → %s", (name, initials) => expect(siteInitials(name)).toBe(initials));

  it("is one to three characters for any name", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const n = [...siteInitials(name)].length;
        expect(n >= 1 && n <= 3).toBe(true);
      }),
    );
  });
});

describe("siteIconSvg", () => {
  it("fills the brand colour and writes the initials in a readable ink", () => {
    const svg = siteIconSvg({ name: "Sunshine Coast Toyota", theme: { primary: "#eb0a1e" } });
    expect(svg).toContain('fill="#eb0a1e"');
    expect(svg).toContain(">SCT</text>");
    expect(inkOn("#eb0a1e")).toBe("#ffffff");
    expect(inkOn("#f2a900")).toBe("#000000");
  });

  it("escapes the name", () => {
    expect(siteIconSvg({ name: "<a> <b>", theme: { primary: "#000000" } })).not.toContain("<A");
  });
});
