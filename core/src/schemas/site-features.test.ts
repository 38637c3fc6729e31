import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig, SiteConfig } from "./site-config";
import { SpinEmbedUrl } from "./site-fields";

/** Hostile values for the feature settings added for issue 15 (spin embed, towed label, limited list). */

const base = defaultSiteConfig("features");
const parse = (features: Record<string, unknown>) =>
  SiteConfig.safeParse({ ...base, features: { ...base.features, ...features } });
/** The messages of a refused setting, keyed by its dotted path. */
const problems = (features: Record<string, unknown>) => {
  const result = parse(features);
  expect(result.success, JSON.stringify(features).slice(0, 120)).toBe(false);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("features.spinEmbedUrl: an https address whose host the car's spin_code cannot choose", () => {
  it("takes an https template with {spin_code} in its path or query", () => {
    for (const url of [
      "https://spins.example.com/embed/{spin_code}",
      "https://spins.example.com/v?code={spin_code}&autoplay=1",
      "https://spins.example.com:8443/{spin_code}/view",
    ])
      expect(parse({ spinEmbedUrl: url }).success, url).toBe(true);
  });

  it("refuses javascript:, data:, http:, a slot in the host, credentials, whitespace and control characters, naming the field", () => {
    for (const url of [
      "javascript:alert(1)//{spin_code}",
      "JavaScript:alert(document.cookie)/*{spin_code}*/",
      "data:text/html,<script>alert(1)</script>{spin_code}",
      "data:text/html;base64,PHNjcmlwdD4={spin_code}",
      "http://spins.example.com/{spin_code}",
      "//spins.example.com/{spin_code}",
      "https://{spin_code}",
      "https://{spin_code}/embed",
      "https://{spin_code}.spins.example.com/embed",
      "https://spins.example.com{spin_code}",
      "https://spins.example.com:{spin_code}/",
      "https://user:pass@spins.example.com/{spin_code}",
      "https://spins.example.com/{spin_code}\u0000",
      "https://spins.example.com/\u202e{spin_code}",
      "https://spins.example.com/ {spin_code}",
      "https://spins.example.com\\@evil.example/{spin_code}",
      `https://spins.example.com/${"a".repeat(600)}{spin_code}`,
      "https://spins.example.com/embed/",
    ]) {
      const found = problems({ spinEmbedUrl: url });
      expect(found.length, url).toBeGreaterThan(0);
      for (const p of found) expect(p, url).toMatch(/^features\.spinEmbedUrl: spinEmbedUrl /);
    }
  });

  it("no accepted template lets a spin_code move the framed host", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("spins.example.com", "cdn.example.com:8443", "a.b.example.net"),
        fc.webPath(),
        fc.constantFrom("/", "/embed/", "?code=", "/v?x=1&code=", "#"),
        fc.string(),
        (authority, path, before, code) => {
          const template = `https://${authority}${path}${before}{spin_code}`;
          fc.pre(SpinEmbedUrl.safeParse(template).success);
          const host = new URL(template.replaceAll("{spin_code}", "x")).host;
          expect(host).toBe(authority);
          const filled = template.replaceAll("{spin_code}", encodeURIComponent(code));
          expect(new URL(filled).host).toBe(host);
          expect(new URL(filled).protocol).toBe("https:");
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("features.towedTestDriveLabel and limitedList.heading: plain text shoppers read", () => {
  it("takes plain wording", () => {
    expect(parse({ towedTestDriveLabel: "Book an inspection" }).success).toBe(true);
    expect(
      parse({
        limitedList: { heading: "More caravans in stock", search_filters: "item_type:caravan" },
      }).success,
    ).toBe(true);
  });

  it.each([
    ["<b>Book</b>", /no HTML/],
    ['"><img src=x onerror=alert(1)>', /no HTML/],
    ["Book\u0000now", /control or invisible/],
    ["Book\nnow", /control or invisible/],
    ["\u202eBook now", /control or invisible/],
    ["Book\u200bnow", /control or invisible/],
    ["Book \ud800", /control or invisible/],
    ["x".repeat(81), /at most/],
    ["   ", /cannot be empty/],
  ])("refuses %j, naming the field", (label, why) => {
    const towed = problems({ towedTestDriveLabel: label });
    expect(towed.join("\n")).toMatch(/^features\.towedTestDriveLabel: towedTestDriveLabel /);
    expect(towed.join("\n")).toMatch(why);
    const heading = problems({ limitedList: { heading: label, search_filters: "make:Jayco" } });
    expect(heading.join("\n")).toMatch(/^features\.limitedList\.heading: limitedList\.heading /);
    expect(heading.join("\n")).toMatch(why);
  });

  it("refuses a towed label over 40 characters", () => {
    expect(problems({ towedTestDriveLabel: "x".repeat(41) })).toEqual([
      "features.towedTestDriveLabel: towedTestDriveLabel must be at most 40 characters",
    ]);
  });

  it("refuses a label that is not text", () => {
    expect(problems({ towedTestDriveLabel: ["Book"] })).toEqual([
      "features.towedTestDriveLabel: towedTestDriveLabel must be text",
    ]);
  });
});

describe("features.limitedList.search_filters: field:value terms the lookup can run", () => {
  it.each([
    ["make:Jayco AND model:Journey", true],
    ["item_type:caravan", true],
    ["Jayco", false],
    ["make:", false],
    ["password:<script>", false],
    ["__proto__:x", false],
    ["make:Jayco\u0000", false],
    [`make:${"J".repeat(600)}`, false],
  ])("%j → %s", (filters, ok) => {
    const result = parse({ limitedList: { heading: "More", search_filters: filters } });
    expect(result.success).toBe(ok);
    if (!result.success)
      for (const issue of result.error.issues)
        expect(issue.path.join(".")).toBe("features.limitedList.search_filters");
  });

  it("refuses an array where the filters go", () => {
    expect(problems({ limitedList: { heading: "More", search_filters: ["make:Jayco"] } })).toEqual([
      "features.limitedList.search_filters: limitedList.search_filters must be text",
    ]);
  });
});
