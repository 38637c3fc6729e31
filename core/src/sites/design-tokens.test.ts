import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { contrastRatio } from "./colour-contrast";
import { designTokens } from "./design-tokens";

const theme = (template: string, tokens = {}) => ({
  ...defaultSiteConfig("demo").theme,
  template,
  primary: "#cc0000",
  tokens,
});
const TEMPLATES = ["classic", "franchise", "used", "group", "caravan"];

describe("issue 21 §2 design tokens", () => {
  it("each template looks its own: no two templates share a token set", () => {
    const sets = TEMPLATES.map((t) => JSON.stringify(designTokens(theme(t))));
    expect(new Set(sets).size).toBe(TEMPLATES.length);
  });

  it("classic keeps Tailwind's own scale, spacing and radii on white", () => {
    expect(designTokens(theme("classic"))).toMatchObject({
      "--radius-card": "0.5rem",
      "--step-2": "1.5rem",
      "--space-unit": "0.25rem",
      "--surface": "#ffffff",
      "--heading-case": "none",
    });
  });

  it("a surface never takes brand-coloured text below AA: Toyota red on grey gives way to white", () => {
    const toyota = { ...theme("franchise"), primary: "#eb0a1e" };
    expect(designTokens(toyota)["--surface"]).toBe("#ffffff");
    expect(designTokens({ ...theme("franchise"), primary: "#0b3d91" })["--surface"]).toBe(
      "#f3f4f6",
    );
    const hex = fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
      .map((c) => `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`);
    fc.assert(
      fc.property(hex, fc.constantFrom(...TEMPLATES), (primary, template) => {
        const surface = designTokens({ ...theme(template), primary })["--surface"] ?? "";
        expect(contrastRatio(primary, surface)).toBeGreaterThanOrEqual(
          Math.min(4.5, contrastRatio(primary, "#ffffff")) - 1e-9,
        );
      }),
      { numRuns: 300 },
    );
  });

  it("a brand-tinted surface is a light tint of the primary colour", () => {
    expect(designTokens(theme("used"))["--surface"]).toBe("#fcf2f2");
    expect(designTokens(theme("used"))["--radius-button"]).toBe("9999px");
  });

  it("the theme's own tokens win over its template's; an unknown template looks classic", () => {
    const t = designTokens(
      theme("franchise", { radius: "round", density: "airy", surface: "#fafafa" }),
    );
    expect(t).toMatchObject({
      "--radius-card": "1rem",
      "--space-unit": "0.27rem",
      "--surface": "#fafafa",
      "--heading-case": "uppercase",
    });
    expect(designTokens(theme("no-such-template"))).toEqual(designTokens(theme("classic")));
  });

  it("property: the type scale rises step by step, and every value is a CSS length or colour", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEMPLATES),
        fc.constantFrom(undefined, "compact", "regular", "bold"),
        (template, typeScale) => {
          const t = designTokens(theme(template, typeScale ? { typeScale } : {}));
          const steps = [1, 2, 3, 4].map((n) => Number.parseFloat(t[`--step-${n}`] ?? ""));
          for (let i = 1; i < steps.length; i += 1)
            expect(steps[i]).toBeGreaterThan(steps[i - 1] ?? 0);
          expect(t["--surface"]).toMatch(/^#[0-9a-f]{6}$/);
          expect(t["--radius-card"]).toMatch(/^[\d.]+rem$/);
        },
      ),
      { numRuns: 60 },
    );
  });
});
