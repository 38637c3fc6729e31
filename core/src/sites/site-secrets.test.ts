import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { patchedSite, siteToCreate } from "./site-changes";
import { maskSiteSecrets } from "./site-secrets";

const FEED = "https://dealer:t0p-s3cret@dms.example/stock.csv?key=k3y&dealer=42";
const SHOWN = "https://dealer:•••@dms.example/stock.csv?key=•••&dealer=42";
const site = SiteConfig.parse({
  slug: "dealer",
  name: "Dealer",
  stockFeed: { url: FEED, intervalMinutes: 60 },
});

describe("a stock feed address's credentials (issue 33)", () => {
  it("are masked wherever the site is shown", () => {
    expect(maskSiteSecrets(site).stockFeed?.url).toBe(SHOWN);
    expect(JSON.stringify(maskSiteSecrets(site))).not.toMatch(/s3cret|k3y/);
    // The site itself is untouched.
    expect(site.stockFeed?.url).toBe(FEED);
  });

  it("are kept when the masked address comes back as shown", () => {
    const result = patchedSite(site, { ...maskSiteSecrets(site), name: "Renamed" });
    expect(result.ok && result.site.stockFeed?.url).toBe(FEED);
    const interval = patchedSite(site, { stockFeed: { url: SHOWN, intervalMinutes: 30 } });
    expect(interval.ok && interval.site.stockFeed).toMatchObject({
      url: FEED,
      intervalMinutes: 30,
    });
  });

  it("are replaced by a whole new address", () => {
    const url = "https://dealer:n3w@dms.example/stock.csv";
    const result = patchedSite(site, { stockFeed: { url } });
    expect(result.ok && result.site.stockFeed?.url).toBe(url);
  });

  it("are never carried to a changed address: a masked one that differs is refused by name", () => {
    const moved = "https://dealer:•••@elsewhere.example/stock.csv?key=•••&dealer=42";
    const result = patchedSite(site, { stockFeed: { url: moved } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      expect.stringMatching(/^stockFeed\.url: holds a masked credential/),
    ]);
  });

  it("cannot create a site while masked", () => {
    const created = siteToCreate(JSON.parse(JSON.stringify(maskSiteSecrets(site))));
    expect(created.ok).toBe(false);
    expect(!created.ok && created.problems[0]).toMatch(
      /^stockFeed\.url: holds a masked credential/,
    );
  });
});
