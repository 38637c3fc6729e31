import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Location } from "../schemas/location";
import { defaultSiteConfig, SiteConfig } from "../schemas/site-config";
import { dealerStats } from "./dealer-stats";
import { groupLocationsByName } from "./grouping";

const location = (id: number, name: string, visible = true) =>
  Location.parse({ id, name, slug: name.toLowerCase().replaceAll(" ", "-"), visible });
const brand = (name: string) => ({ name, slug: name.toLowerCase(), category: "car" as const });

describe("issue 15 §2: the stats banner counts from data", () => {
  it("counts dealerships by name, distinct brands and the years since founding", () => {
    const site = SiteConfig.parse({
      ...defaultSiteConfig("s"),
      locations: [
        location(1, "Springwood Subaru Sales"),
        location(2, "Springwood Subaru Service"),
        location(3, "Newstead Hyundai"),
        location(4, "Hidden Yard", false),
      ],
      brands: [brand("Subaru"), brand("Hyundai"), { ...brand("Subaru"), category: "our" }],
      dealer: { ...defaultSiteConfig("s").dealer, established: 1994 },
    });
    expect(dealerStats(site, 2026)).toEqual(["2 Locations", "2 Brands", "32 Years Est."]);
  });

  it("never a fixed '50+': the default config counts nothing it does not have", () => {
    expect(defaultSiteConfig("s").dealer.stats).toBeNull();
    expect(dealerStats(defaultSiteConfig("s"), 2026)).toEqual([]);
  });

  it("a site's own stats win", () => {
    const site = defaultSiteConfig("s");
    const own = { ...site, dealer: { ...site.dealer, stats: ["2 Locations", "15+ Brands"] } };
    expect(dealerStats(own, 2026)).toEqual(["2 Locations", "15+ Brands"]);
  });

  it("the location count is always the number of location cards shown", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("A Sales", "A Service", "B", "C Parts"), fc.boolean())),
        (rows) => {
          const site = SiteConfig.parse({
            ...defaultSiteConfig("s"),
            locations: rows.map(([name, visible], i) => location(i + 1, name, visible)),
          });
          const cards = groupLocationsByName(site.locations).length;
          const stat = dealerStats(site, 2026).find((s) => /Locations?$/.test(s));
          expect(stat).toBe(cards === 0 ? undefined : `${cards} Location${cards === 1 ? "" : "s"}`);
        },
      ),
    );
  });
});
