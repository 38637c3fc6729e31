import { describe, expect, it } from "vitest";
import { CliError } from "./io";
import { loadSiteOption } from "./site-option";

describe("--site SLUG", () => {
  it("without a slug the default settings apply", async () => {
    const site = await loadSiteOption();
    expect(site.slug).toBe("default");
    expect(site.noPriceText).toBe("Enquire for price.");
  });

  it("resolves a fixture tenant", async () => {
    const { demoSites } = await import("@forecourt/fixtures");
    const first = demoSites[0];
    if (!first) throw new Error("fixtures have no demo sites");
    expect(await loadSiteOption(first.slug)).toBe(first);
  });

  it("names the unknown slug and the known ones", async () => {
    const { demoSites } = await import("@forecourt/fixtures");
    const known = demoSites.map((s) => s.slug).join(", ");
    await expect(loadSiteOption("nope")).rejects.toThrow(
      new CliError(`--site: unknown site 'nope' (known: ${known})`),
    );
  });
});
