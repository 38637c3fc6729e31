import { describe, expect, it } from "vitest";
import { BrandTile } from "../schemas/site-config";
import { brandOverviewPath, brandTileLink, overviewBrand } from "./brand-links";

const tile = (extra: Record<string, unknown>) =>
  BrandTile.parse({ name: "Subaru", slug: "subaru", category: "car", ...extra });

describe("§2 brand tiles", () => {
  it("a tile links to /{brand-slug}/overview", () => {
    expect(brandTileLink(tile({}))).toEqual({ href: "/subaru/overview", external: false });
    expect(brandOverviewPath("isuzu-trucks")).toBe("/isuzu-trucks/overview");
  });

  it("skipPage tiles link directly to their external address, else their own slug", () => {
    expect(brandTileLink(tile({ skipPage: true, externalUrl: "https://subaru.example" }))).toEqual({
      href: "https://subaru.example",
      external: true,
    });
    expect(brandTileLink(tile({ slug: "twg-cars", skipPage: true }))).toEqual({
      href: "/twg-cars",
      external: false,
    });
    // A blank external address is no address.
    expect(brandTileLink(tile({ skipPage: true, externalUrl: " " }))).toEqual({
      href: "/subaru",
      external: false,
    });
  });

  it("only the site's own brands with a page have an overview", () => {
    const brands = [tile({}), tile({ name: "Genesis", slug: "genesis", skipPage: true })];
    expect(overviewBrand(brands, "subaru")?.name).toBe("Subaru");
    expect(overviewBrand(brands, "genesis")).toBeNull();
    expect(overviewBrand(brands, "toyota")).toBeNull();
  });
});
