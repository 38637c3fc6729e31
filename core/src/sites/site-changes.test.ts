import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { DOMAINS_NOT_EDITABLE, patchedSite, siteToCreate } from "./site-changes";
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

  it("refuses a domain no site may claim: an IP address, another site's .localhost name", () => {
    const document = {
      slug: "dealer",
      name: "Dealer",
      domains: ["ok.example", "127.0.0.1", "bayside-rv.localhost"],
    };
    expect(siteToCreate(document)).toEqual({
      ok: false,
      problems: [
        "domains[1]: must be a host name, not an IP address",
        "domains[2]: a .localhost name is a site's own address and cannot be claimed",
      ],
    });
  });
});

describe("patchedSite (RFC 7386 merge patch, validated as a whole)", () => {
  it("merges objects, replaces arrays, and null restores a setting's default", () => {
    const result = patchedSite(site, {
      name: "Dealer Group",
      features: { reserve: true },
      menu: null,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.site).toEqual({
      ...site,
      name: "Dealer Group",
      features: { ...site.features, reserve: true },
      menu: null,
    });
  });

  it("refuses any change to domains, naming the field (issue 30 §3: only a verified claim adds one)", () => {
    const owned = { ...site, domains: ["www.dealer.example"] };
    for (const domains of [
      ["bayside-rv.localhost"],
      ["127.0.0.1"],
      [],
      ["www.dealer.example", "b.example"],
    ]) {
      expect(patchedSite(owned, { domains })).toEqual({
        ok: false,
        problems: [DOMAINS_NOT_EDITABLE],
      });
    }
    expect(DOMAINS_NOT_EDITABLE.startsWith("domains: ")).toBe(true);
    // The same names, as the store keys them, are no change.
    expect(patchedSite(owned, { domains: ["WWW.Dealer.example"], name: "X" }).ok).toBe(true);
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
