import { describe, expect, it } from "vitest";
import { defaultSiteConfig, SiteConfig } from "../schemas/site-config";
import { answersGarageRoute, garageRoute, hasWatchlist, isGarageRoute } from "./garage";
import { GARAGE_ROUTES } from "./garage-routes";
import { gateFor } from "./gated-routes";

const withGarage = (garage: SiteConfig["features"]["garage"]) =>
  SiteConfig.parse({ slug: "demo", name: "Demo", features: { garage } });

describe("§2 garage routes per site", () => {
  it("no garage by default: no garage route answers and there is no watchlist", () => {
    const site = defaultSiteConfig("demo");
    expect(garageRoute(site)).toBeNull();
    expect(hasWatchlist(site)).toBe(false);
    for (const path of GARAGE_ROUTES) expect(answersGarageRoute(site, path)).toBe(false);
  });

  it("garage on answers at /my-garage only", () => {
    const site = withGarage(true);
    expect(garageRoute(site)).toBe("/my-garage");
    expect(answersGarageRoute(site, "/my-garage/")).toBe(true);
    expect(answersGarageRoute(site, "/mymotorama")).toBe(false);
    expect(hasWatchlist(site)).toBe(true);
  });

  it.each(GARAGE_ROUTES)("a site configured for %s answers there and nowhere else", (route) => {
    const site = withGarage(route);
    expect(garageRoute(site)).toBe(route);
    for (const other of GARAGE_ROUTES)
      expect(answersGarageRoute(site, other)).toBe(other === route);
    // Always gated (§4), whatever the site's gated settings.
    expect(gateFor(route, site)).toBe("my-garage");
  });

  it("only the §2 paths are garage routes; an unknown alias is refused by the site schema", () => {
    expect(isGarageRoute("/mybigboxcars?x=1")).toBe(true);
    expect(isGarageRoute("/my-garages")).toBe(false);
    expect(() => withGarage("/myother" as "/my-garage")).toThrow();
  });
});
