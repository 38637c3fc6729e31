import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { FONT_LIST_MESSAGE, isFontList, themeCssVariables } from "./theme-css";

const INJECTION = "x;}body{display:none";

describe("isFontList (issue 30 §13)", () => {
  it.each([
    "system-ui",
    "Inter",
    "Toyota Type, system-ui",
    "Montserrat, system-ui",
    '"Open Sans", Arial, sans-serif',
    "'Segoe UI', Roboto",
  ])("takes %s", (font) => expect(isFontList(font)).toBe(true));

  it.each([
    "",
    INJECTION,
    "Inter; color: red",
    "url(https://evil.example/x)",
    "Inter, , system-ui",
    '"Open Sans',
    '"a";b',
    "Inter\\3b color:red",
    "a</style>",
    "var(--x)",
    "x".repeat(201),
  ])("refuses %s", (font) => expect(isFontList(font)).toBe(false));

  it("property: a font list it takes holds nothing that can end or add a CSS declaration", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.stringMatching(/^[\w ,"'-]{1,40}$/),
          fc
            .constantFrom(";", "}", "{", "(", ")", "\\", ":", "<", "/")
            .chain((bad) => fc.string({ maxLength: 10 }).map((s) => `Inter${bad}${s}`)),
        ),
        (font) => {
          if (isFontList(font)) expect(font).not.toMatch(/[;{}()\\:<>/!@\n\r]/);
        },
      ),
    );
  });
});

describe("theme.font in a site's settings and its page style", () => {
  it("a site saved with an injected font is refused, naming theme.font", () => {
    const parsed = SiteConfig.safeParse({
      slug: "alpha",
      name: "Alpha",
      theme: { font: INJECTION },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ["theme", "font"], message: FONT_LIST_MESSAGE }),
    ]);
  });

  it("a bad font or colour stored before the check is never written into the style", () => {
    const site = SiteConfig.parse({ slug: "alpha", name: "Alpha" });
    const stored = {
      ...site.theme,
      font: INJECTION,
      primary: "red;}body{display:none",
      tokens: { surface: "#fff;x:y" },
    };
    const variables = themeCssVariables(stored);
    expect(variables["--font"]).toBe("system-ui");
    expect(variables["--brand"]).toBe("#0b3d91");
    expect(Object.values(variables).join(" ")).not.toMatch(/[;{}]/);
  });

  it("a good theme is written as it is", () => {
    const site = SiteConfig.parse({
      slug: "alpha",
      name: "Alpha",
      theme: { font: "Toyota Type, system-ui", primary: "#eb0a1e" },
    });
    expect(themeCssVariables(site.theme)).toMatchObject({
      "--font": "Toyota Type, system-ui",
      "--brand": "#eb0a1e",
    });
  });
});
