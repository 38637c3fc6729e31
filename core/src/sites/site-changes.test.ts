import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { patchedSite, siteToCreate } from "./site-changes";
import { MASKED_SECRET, maskSiteSecrets } from "./site-secrets";

const SECRET = "s3cret-s3cret-s3cret";
const site = SiteConfig.parse({
  slug: "dealer",
  name: "Dealer",
  leadWebhookUrl: "https://crm.example/leads",
  leadWebhookSecret: SECRET,
  menu: [{ label: "Home", href: "/" }],
});

describe("siteToCreate", () => {
  it("refuses a masked secret: the real one is unknown", () => {
    expect(siteToCreate(maskSiteSecrets(site))).toEqual({
      ok: false,
      problems: [
        "leadWebhookSecret: is masked; give the real secret (site show SLUG --show-secrets) or null",
      ],
    });
    expect(siteToCreate(JSON.parse(JSON.stringify(site)))).toEqual({ ok: true, site });
  });
});

describe("patchedSite (RFC 7386 merge patch, validated as a whole)", () => {
  it("merges objects, replaces arrays, and null restores a setting's default", () => {
    const result = patchedSite(site, {
      name: "Dealer Group",
      features: { reserve: true },
      menu: null,
      domains: ["dealer.example"],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.site).toEqual({
      ...site,
      name: "Dealer Group",
      features: { ...site.features, reserve: true },
      menu: null,
      domains: ["dealer.example"],
    });
  });

  it("refuses the whole patch when any part is invalid", () => {
    expect(patchedSite(site, { name: "Fine", features: { reserveAmount: -5 } })).toEqual({
      ok: false,
      problems: ["features.reserveAmount: Too small: expected number to be >0"],
    });
    expect(patchedSite(site, { name: "Fine", theme: { nope: 1 } })).toEqual({
      ok: false,
      problems: ["theme.nope: unknown setting (see `forecourt site schema`)"],
    });
  });

  it("may not rename the site", () => {
    expect(patchedSite(site, { slug: "other" })).toEqual({
      ok: false,
      problems: ["slug: cannot be changed (create a site with the new slug, then delete this one)"],
    });
  });

  it("keeps the current secret where the patch carries the mask", () => {
    const result = patchedSite(site, { ...maskSiteSecrets(site), name: "Renamed" });
    expect(result.ok && result.site.leadWebhookSecret).toBe(SECRET);
    expect(result.ok && result.site.name).toBe("Renamed");
    expect(maskSiteSecrets(site).leadWebhookSecret).toBe(MASKED_SECRET);
  });

  it("refuses a patch that is not an object", () => {
    expect(patchedSite(site, [1])).toEqual({
      ok: false,
      problems: ["(patch): must be a JSON object"],
    });
  });
});
